import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PickDto } from '#core/contract/play.ts';
import { resultColour, statusColour } from '#src/styles/status-colour.ts';
import { creditTypes } from '#src/lib/constants.ts';
import { PickLedger } from './PickLedger.tsx';
import { resultLabels, voidReasonLabels } from './play-texts.ts';
import { actionKey, type CreditActions } from './use-credit-actions.ts';

interface SavedPickProps {
  pick: PickDto;
  /** How the outcome reads (a totals pick names its line). */
  label: string;
  /** Multiplier credits: absent where picks cannot change (archived seasons, visitors). */
  credits?: CreditActions;
}

/** The player's saved pick on an event: its frozen price, multiplier and result, and its ledger. */
export function SavedPick({ pick, label, credits }: SavedPickProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const points = pick.points;
  const factor = pick.multiplier;
  const scored = pick.boostedPoints;
  const multiplier = creditTypes.Multiplier;
  const target = { predictionId: pick.id };
  const ledgerId = `ledger-${pick.id}`;
  return (
    <Stack gap={4} aria-label={t`Your pick`} role="group">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          <Trans>
            Your pick: {label}, worth {points} pts
          </Trans>
        </Text>
        {factor > 1 && (
          <Badge color={statusColour.info} variant="light">
            x{factor}
          </Badge>
        )}
        {pick.locked && pick.result === null && (
          <Badge color="gray.7" variant="outline">
            <Trans>Locked</Trans>
          </Badge>
        )}
        {pick.result && (
          <Badge color={resultColour[pick.result]}>
            {i18n._(resultLabels[pick.result])}
            {pick.voidReason && ` (${i18n._(voidReasonLabels[pick.voidReason])})`}
          </Badge>
        )}
        {pick.result && (
          <Text size="sm">
            <Trans>Scored {scored} pts</Trans>
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls={ledgerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <Trans>Hide details</Trans> : <Trans>Show details</Trans>}
        </Button>
        {credits && !pick.locked && factor === 1 && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => void credits.redeem(multiplier, target)}
            loading={credits.busy === actionKey('redeem', multiplier, target)}
            disabled={credits.busy !== null}
          >
            <Trans>Apply a multiplier</Trans>
          </Button>
        )}
        {credits && !pick.locked && factor > 1 && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => void credits.revoke(multiplier, target)}
            loading={credits.busy === actionKey('revoke', multiplier, target)}
            disabled={credits.busy !== null}
          >
            <Trans>Remove the multiplier</Trans>
          </Button>
        )}
      </Group>
      {/* Shown at once: a ledger is a few lines, and an animated height would only delay reading it (so no
          Mantine Collapse, whose chunk every play screen preloaded for this alone, issue #18). */}
      <div id={ledgerId} hidden={!open}>
        {open && <PickLedger ledger={pick.ledger} />}
      </div>
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditDto, MyCreditsDto } from '#core/contract/play.ts';
import type { ApiData } from '#src/hooks/use-api-data.ts';
import { creditTypes, type CreditType } from '#src/lib/constants.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { actionKey, type CreditActions } from './use-credit-actions.ts';

interface CreditsPanelProps {
  credits: ApiData<MyCreditsDto>;
  actions: CreditActions;
  /** The competition in view: a credit scoped to it is spent first. */
  competition?: string;
  retry(): void;
}

const countOf = (list: CreditDto[], typeId: CreditType) =>
  list.filter((credit) => credit.typeId === typeId).length;

/**
 * The week's credits (docs/game-rules.md §5): extra predictions (redeem while any are held; revoke while the extra
 * slot is unused, which the server checks) and bonus points. Multipliers go on a pick, in its details.
 */
export function CreditsPanel({ credits, actions, competition, retry }: CreditsPanelProps) {
  const { t } = useLingui();
  if (credits.status === 'error') return <ErrorNotice error={credits.error} retry={retry} />;
  // While the credits load, the panel is drawn as it will be, counts "…" and buttons off, so nothing
  // under it moves when they come (issue #18: a loader's few pixels grew to the panel's height).
  const loaded = credits.status === 'ready' ? credits.data : null;
  const extra = creditTypes.ExtraPrediction;
  const bonus = creditTypes.BonusPoints;
  const count = (typeId: CreditType) => (loaded ? countOf(loaded.available, typeId) : '…');
  const extras = count(extra);
  const multipliers = count(creditTypes.Multiplier);
  const bonuses = count(bonus);
  const extrasRedeemed = loaded ? countOf(loaded.redeemedThisWeek, extra) : 0;
  const target = competition ? { competition } : {};
  const waiting = loaded === null || actions.busy !== null;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="credits-title"
      aria-busy={loaded === null || undefined}
    >
      <Title order={2} size="h4" id="credits-title">
        <Trans>Credits</Trans>
      </Title>
      <Group gap="xs" mb="sm" aria-label={t`Credits held`} role="group">
        <Badge variant="light" color="gray">
          <Trans>Extra predictions: {extras}</Trans>
        </Badge>
        <Badge variant="light" color="gray">
          <Trans>Multipliers: {multipliers}</Trans>
        </Badge>
        <Badge variant="light" color="gray">
          <Trans>Bonus points: {bonuses}</Trans>
        </Badge>
      </Group>
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => void actions.redeem(extra, target)}
          loading={actions.busy === actionKey('redeem', extra)}
          disabled={waiting}
        >
          <Trans>Redeem an extra prediction</Trans>
        </Button>
        {extrasRedeemed > 0 && (
          <Button
            variant="default"
            onClick={() => void actions.revoke(extra, target)}
            loading={actions.busy === actionKey('revoke', extra)}
            disabled={waiting}
          >
            <Trans>Revoke an extra prediction</Trans>
          </Button>
        )}
        <Button
          variant="light"
          onClick={() => void actions.redeem(bonus, target)}
          loading={actions.busy === actionKey('redeem', bonus)}
          disabled={waiting}
        >
          <Trans>Redeem bonus points</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

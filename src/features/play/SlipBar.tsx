import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasUnsavedChanges } from '#machines/pick-slip.machine.ts';
import type { PickDto } from '#core/contract/play.ts';
import type { EventDto } from '#core/contract/predictions.ts';
import { formatSelectionCounter } from '#src/lib/format.ts';
import { slipErrorText } from './play-texts.ts';
import classes from './SlipBar.module.css';
import { SlipPicks } from './SlipPicks.tsx';
import type { PickSlipView } from './use-pick-slip.ts';
import { useSlipBarRoom } from './use-slip-bar-room.ts';

interface SlipBarProps {
  slip: PickSlipView;
  /** The view's events by id, to name the picks. */
  events: ReadonlyMap<string, EventDto>;
  /** The week's saved picks by event id, which name the picks on events of other views. */
  savedPicks: ReadonlyMap<string, PickDto>;
}

/**
 * The slip: its counter (value/limit), the points at stake, Save and the last refusal, and a toggle that
 * opens the list of picks. From Mantine's sm breakpoint up it stays in view under the header (sticky);
 * below it, it is a compact bar fixed at the bottom of the screen whose list opens as a sheet above it
 * (SlipBar.module.css). Escape closes the list and gives focus back to its toggle.
 */
export function SlipBar({ slip, events, savedPicks }: SlipBarProps) {
  const { t, i18n } = useLingui();
  const { context, actor } = slip;
  const [expanded, setExpanded] = useState(false);
  const sheetId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const bar = useRef<HTMLElement>(null);
  const error = context.lastError;
  const unsaved = hasUnsavedChanges(context);
  const count = context.selections.length;
  const stake = context.selections.reduce((sum, selection) => sum + (selection.points ?? 0), 0);

  // The page makes room for the bar, and a focused control scrolls clear of it (SlipBar.module.css).
  useSlipBarRoom(bar);

  // Opening moves focus into the list (a screen reader lands on it); closing gives it back to the toggle.
  // Both are in the bar, in view wherever the page is: a focus that scrolls would move the page behind it
  // (from sm up, opening the list scrolled the page by a few hundred pixels).
  useEffect(() => {
    if (expanded) sheet.current?.focus({ preventScroll: true });
    else if (opened.current) toggle.current?.focus({ preventScroll: true });
    opened.current = expanded;
  }, [expanded]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setExpanded(false);
    }
  };

  return (
    <section
      ref={bar}
      aria-label={t`Your selections`}
      className={classes.slip}
      data-expanded={expanded || undefined}
      onKeyDown={closeOnEscape}
    >
      <div className={classes.bar}>
        <div className={classes.summary}>
          <UnstyledButton
            ref={toggle}
            className={classes.toggle}
            aria-expanded={expanded}
            aria-controls={expanded ? sheetId : undefined}
            onClick={() => setExpanded((shown) => !shown)}
          >
            <span className={classes.chevron} aria-hidden="true" />
            <Text span fw={500}>
              <Trans>Selections</Trans>
            </Text>{' '}
            {slip.idle ? (
              <Skeleton component="span" height={16} width={28} display="inline-block" />
            ) : (
              <Text span fw={700} data-testid="slip-counter">
                {formatSelectionCounter(count, context.limit)}
              </Text>
            )}
          </UnstyledButton>
          <Text size="sm" className={classes.meta}>
            <Trans>{stake} pts at stake</Trans>
            {unsaved && !slip.saving && (
              <>
                {' · '}
                <Text span size="sm" c="dimmed">
                  <Trans>Unsaved changes</Trans>
                </Text>
              </>
            )}
          </Text>
        </div>
        <Button
          className={classes.save}
          onClick={() => actor.send({ type: 'SAVE' })}
          loading={slip.saving}
          disabled={slip.idle || (!unsaved && !slip.failed)}
        >
          <Trans>Save predictions</Trans>
        </Button>
      </div>
      {error && (
        <Alert color="error" role="alert" className={classes.alert}>
          <Group justify="space-between" gap="sm">
            <span>{i18n._(slipErrorText(error))}</span>
            {slip.failed && (
              <Button size="xs" variant="default" onClick={() => actor.send({ type: 'RETRY' })}>
                <Trans>Retry</Trans>
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {expanded && (
        <div
          ref={sheet}
          id={sheetId}
          className={classes.sheet}
          tabIndex={-1}
          role="group"
          aria-label={t`Your picks`}
        >
          <SlipPicks
            selections={context.selections}
            events={events}
            savedPicks={savedPicks}
            lockedEventIds={context.lockedEventIds}
            open={!slip.idle && !slip.saving}
            remove={(eventId) => {
              actor.send({ type: 'DESELECT', eventId });
              // Its button goes with the pick: focus stays in the list rather than falling to the page.
              sheet.current?.focus({ preventScroll: true });
            }}
          />
        </div>
      )}
    </section>
  );
}

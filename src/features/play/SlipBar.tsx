import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasUnsavedChanges } from '#machines/pick-slip.machine.ts';
import { formatSelectionCounter } from '#src/lib/format.ts';
import { slipErrorText } from './play-texts.ts';
import classes from './SlipBar.module.css';
import type { PickSlipView } from './use-pick-slip.ts';

/** The slip's counter (value/limit), the last refusal, and Save. */
export function SlipBar({ slip }: { slip: PickSlipView }) {
  const { t, i18n } = useLingui();
  const { context, actor } = slip;
  const error = context.lastError;
  const unsaved = hasUnsavedChanges(context);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t`Your selections`} className={classes.slip}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text fw={500}>
            <Trans>Selections</Trans>
          </Text>
          <Text fw={700} data-testid="slip-counter">
            {formatSelectionCounter(context.selections.length, context.limit)}
          </Text>
          {unsaved && !slip.saving && (
            <Text size="sm" c="dimmed">
              <Trans>Unsaved changes</Trans>
            </Text>
          )}
        </Group>
        <Button
          onClick={() => actor.send({ type: 'SAVE' })}
          loading={slip.saving}
          disabled={slip.idle || (!unsaved && !slip.failed)}
        >
          <Trans>Save predictions</Trans>
        </Button>
      </Group>
      {error && (
        <Alert color="error" mt="sm" role="alert">
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
    </Paper>
  );
}

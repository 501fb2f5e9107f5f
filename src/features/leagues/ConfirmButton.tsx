import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { LeagueErrorNotice } from './LeagueErrorNotice.tsx';

export interface ConfirmButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size'> {
  /** The button, and the dialog's title and confirm button. */
  label: string;
  /** What the dialog asks. */
  question: ReactNode;
  /** The action; the dialog closes when it succeeds, and shows the failure when it does not. */
  action(): Promise<void>;
  'aria-label'?: string;
}

/** A button whose action waits for a "yes" in a dialog (removing, leaving, deleting). */
export function ConfirmButton({
  label,
  question,
  action,
  variant,
  color = 'red',
  size,
  ...rest
}: ConfirmButtonProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const submission = useSubmission(async () => {
    await action();
    setOpened(false);
  });
  return (
    <>
      <Button
        variant={variant ?? 'light'}
        color={color}
        size={size}
        onClick={() => setOpened(true)}
        {...rest}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        size={480}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          {submission.error !== null && <LeagueErrorNotice error={submission.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color={color} loading={submission.busy} onClick={() => void submission.run()}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

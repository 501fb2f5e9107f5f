import type { ReactNode } from 'react';
import { Group, Modal, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { dialogMaxWidthPx } from '#src/lib/constants.ts';

export interface AppDialogProps {
  opened: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's buttons, right-aligned. */
  actions: ReactNode;
  /** Without onClose the dialog is persistent: no close button, Escape or outside click. */
  onClose?: () => void;
}

/** A short question or notice with its buttons (the spec's dialogs, max width 480 px), on Mantine's Modal. */
export function ModalDialog({ opened, title, description, actions, onClose }: AppDialogProps) {
  const { t } = useLingui();
  const persistent = onClose === undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      title={title}
      size={dialogMaxWidthPx}
      centered
      withCloseButton={!persistent}
      // Mantine's cross has no text of its own: without a name a screen reader says just "button".
      closeButtonProps={{ 'aria-label': t`Close` }}
      closeOnEscape={!persistent}
      closeOnClickOutside={!persistent}
    >
      <Text>{description}</Text>
      <Group justify="flex-end" mt="lg">
        {actions}
      </Group>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { modalMaxWidthPx } from '#src/lib/constants.ts';

interface AppModalProps {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
}

/** The generic modal of the spec: a title, any content and a Close button. */
export function AppModal({ opened, onClose, title, children }: AppModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={modalMaxWidthPx}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Modal>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { dialogMaxWidthPx } from '#src/lib/constants.ts';

interface ReloadDialogProps {
  title: ReactNode;
  description: ReactNode;
  reload(): void;
}

/**
 * A failure only a fresh start of the page can mend; the one way out is Reload. It shows when a script
 * chunk failed to load, so it must not need another chunk itself: a plain overlay, not the lazy Modal.
 */
export function ReloadDialog({ title, description, reload }: ReloadDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => reloadButton.current?.focus(), []);
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 400,
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: 'rgba(0, 0, 0, 0.6)',
      }}
    >
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        shadow="xl"
        radius="md"
        p="lg"
        w="100%"
        maw={dialogMaxWidthPx}
      >
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text mt="md" id={descriptionId}>
          {description}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button ref={reloadButton} onClick={reload}>
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Paper>
    </div>
  );
}

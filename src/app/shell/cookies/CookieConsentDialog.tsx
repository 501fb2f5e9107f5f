import { useEffect, useId } from 'react';
import { Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { consentChoiceAttribute, type ConsentChoice } from '#core/contract/early-consent.ts';
import { dialogMaxWidthPx } from '#src/lib/constants.ts';

/** What each button chooses, for the served page's copy of the dialog, whose script acts on it before the app runs. */
const choice = (value: ConsentChoice) => ({ [consentChoiceAttribute]: value });

interface CookieConsentDialogProps {
  opened: boolean;
  onAccept(): void;
  onReject(): void;
  /** Closing without choosing leaves consent undecided; the cookie button stays. */
  onClose(): void;
}

/**
 * Cookie Consent (docs/product.md §2): a non-modal dialog at the foot of the page. It greets every new visitor, so
 * it stays light (no Modal on the first page) and lets them read the page before choosing. The build captures it
 * as drawn here, and every served page carries that copy (core/contract/early-consent.ts).
 */
export function CookieConsentDialog({ opened, onAccept, onReject, onClose }: CookieConsentDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  // Escape dismisses it (leaving consent undecided), as it would a modal dialog.
  useEffect(() => {
    if (!opened) return undefined;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [opened, onClose]);
  if (!opened) return null;
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      shadow="xl"
      radius="md"
      p="lg"
      withBorder
      style={{
        position: 'fixed',
        zIndex: 300,
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: `min(${dialogMaxWidthPx}px, calc(100vw - 32px))`,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          <Trans>Cookie Consent</Trans>
        </Title>
        <CloseButton onClick={onClose} aria-label={t`Close`} {...choice('close')} />
      </Group>
      <Text mt="sm" id={descriptionId}>
        <Trans>
          We use cookies to personalise content and ads and to analyse our traffic. You can withdraw your
          consent at any time in Cookie Settings.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onReject} {...choice('reject')}>
          <Trans>Reject All</Trans>
        </Button>
        <Button onClick={onAccept} {...choice('accept')}>
          <Trans>Accept All</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

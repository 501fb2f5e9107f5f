import { ActionIcon, Affix } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { useCookieConsent } from '#src/lib/session/use-cookie-consent.ts';

/** Stays in the corner until the player has chosen, so the choice is always one click away. */
export function CookieButton() {
  const { t } = useLingui();
  const { consent, openSettings } = useCookieConsent();
  if (consent !== null) return null;
  const label = t`Cookie Settings`;
  return (
    <Affix position={{ bottom: 16, left: 16 }}>
      <ActionIcon
        size="xl"
        radius="xl"
        variant="filled"
        onClick={openSettings}
        aria-label={label}
        title={label}
      >
        <IconCookie />
      </ActionIcon>
    </Affix>
  );
}

import './catalog.ts';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useCookieConsent } from '#src/lib/session/use-cookie-consent.ts';

/** What this app really keeps on the player's device, and the way back to the consent choice. */
export function CookiePolicyPage() {
  const { openSettings } = useCookieConsent();
  return (
    <Stack gap="md" maw={720} align="flex-start">
      <Title order={1}>
        <Trans>Cookie Policy</Trans>
      </Title>
      <Text>
        <Trans>Longshot keeps a few small pieces of information on your device:</Trans>
      </Text>
      <List spacing="xs">
        <List.Item>
          <Trans>Session cookies that keep you signed in. They are needed for the game to work.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Your choices in this browser: your cookie consent, your language and, for a guest account, the
            credentials that tie it to this browser.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Analytics cookies, which help us understand how the game is used, only if you accept them.
          </Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>You can change your choice at any time.</Trans>
      </Text>
      <Button variant="default" onClick={openSettings}>
        <Trans>Cookie Settings</Trans>
      </Button>
    </Stack>
  );
}

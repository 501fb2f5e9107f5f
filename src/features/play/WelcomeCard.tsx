import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppServices } from '#src/lib/services/AppServices.tsx';

/**
 * A newcomer's three lines on the weekly game, above the week, until they are read (the spec's
 * welcome-message-viewed date in local storage). Not an alert and not a dialog: nothing to react to, and
 * the week stays usable under it.
 */
export function WelcomeCard() {
  const { t } = useLingui();
  const { storage } = useAppServices();
  const [read, setRead] = useState(() => storage.get('welcomeMessageViewedDate') !== null);
  if (read) return null;
  const markRead = () => {
    storage.set('welcomeMessageViewedDate', new Date().toISOString());
    setRead(true);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Welcome to Longshot`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Welcome to Longshot</Trans>
        </Title>
        <List spacing={4} size="sm">
          <List.Item>
            <Trans>Pick up to 5 outcomes a week across ten sports, each before its match kicks off.</Trans>
          </List.Item>
          <List.Item>
            <Trans>The less likely an outcome, the more points it is worth, fixed when you save it.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Your points count on the weekly and season leaderboards, and in leagues with friends.
            </Trans>
          </List.Item>
        </List>
        <Group>
          <Button onClick={markRead}>
            <Trans>Got it: show me the week</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

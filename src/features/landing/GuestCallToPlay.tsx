import { Suspense } from 'react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyScreen } from '#src/lib/chunk-load.ts';

// The captcha (and the form inputs it brings) would more than spend the first page's JS budget
// (bench/bundle.ts): it loads when the visitor asks to play.
const GuestSignUp = lazyScreen(
  () => import('./GuestSignUp.tsx'),
  (m) => m.GuestSignUp,
);

/**
 * A visitor without a session sees the challenge read-only; this invites them to play as a guest, after
 * which the page loads their own pick and streak.
 */
export function GuestCallToPlay({ joining, onJoin }: { joining: boolean; onJoin(): void }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>
          <Trans>Pick today's winner: play as a guest, no e-mail address needed.</Trans>
        </Text>
        {joining ? (
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <GuestSignUp />
          </Suspense>
        ) : (
          <Group>
            <Button onClick={onJoin}>
              <Trans>Play as a guest</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

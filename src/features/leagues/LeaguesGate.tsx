import { Suspense, type ReactNode } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SignUpButton } from '#src/components/SignUpButton.tsx';
import { useAuth, useSession } from '#src/lib/session/use-auth.ts';

/** What a leagues screen shows while the session, or the screen's own chunk, loads. */
export function LeaguesLoader() {
  const { t } = useLingui();
  return <Loader aria-label={t`Loading`} />;
}

/**
 * Leagues are for signed-up players (docs/game-rules.md §9): a guest is offered the drawer's way to a
 * permanent account (Upgrade: link an e-mail address), a visitor the sign-up page; the screen's calls are
 * never made for them. A signed-up player's screen is a chunk of its own (LeaguesHomePage.tsx): the gate
 * holds the boundary that waits for it.
 */
export function LeaguesGate({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const auth = useAuth();
  const session = useSession();
  if (auth.status === 'loading') return <LeaguesLoader />;
  if (session.isAuthenticatedUser) return <Suspense fallback={<LeaguesLoader />}>{children}</Suspense>;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="blue" title={t`Leagues are for signed-up players`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Sign up to create a league, invite your friends with its code and see who tops the standings
              each week.
            </Trans>
          </Text>
          <Group>
            <SignUpButton guest={session.isGuest} />
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}

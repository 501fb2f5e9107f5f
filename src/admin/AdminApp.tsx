import { Center, Loader, Stack, Text, Title, Button, MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { cssVariablesResolver, theme } from '#src/app/theme.ts';
import { colorSchemeManager } from '#src/app/color-scheme-manager.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { i18n } from './i18n.ts';
import {
  AdminServicesProvider,
  useAdminServices,
  type AdminServices,
} from './session/AdminSessionContext.tsx';
import { SignInScreen } from './session/SignInScreen.tsx';
import { AuditPage } from './audit/AuditPage.tsx';
import { FeedbackPage } from './feedback/FeedbackPage.tsx';
import { FilesPage } from './files/FilesPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { BundlesPage } from './desks/BundlesPage.tsx';
import { DailyChallengePage } from './desks/DailyChallengePage.tsx';
import { OutrightsPage } from './desks/OutrightsPage.tsx';
import { ResultsPage } from './desks/ResultsPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';
import { UserPage } from './users/UserPage.tsx';

/** One for the app's life: MantineProvider subscribes with it (another tab's choice of scheme). */
const colorScheme = colorSchemeManager();

function Forbidden() {
  const { session } = useAdminServices();
  return (
    <Stack maw={480} mx="auto" mt="xl">
      <Title order={1} size="h3">
        <Trans>This account is not an administrator</Trans>
      </Title>
      <Text>
        <Trans>The admin app is for administrators. Sign out to sign in with an administrator account.</Trans>
      </Text>
      <Button component="a" href="/" variant="default">
        <Trans>Back to Longshot</Trans>
      </Button>
      <Button onClick={() => session.send({ type: 'LOGOUT' })}>
        <Trans>Sign out</Trans>
      </Button>
    </Stack>
  );
}

function AdminScreens() {
  const { t } = useLingui();
  const { session } = useAdminServices();
  const state = useSelector(session, (snapshot) => snapshot.value);
  if (state === 'checking' || state === 'signingOut')
    return (
      <Center mt="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  if (state === 'forbidden') return <Forbidden />;
  if (typeof state === 'string' || !('signedIn' in state)) return <SignInScreen />;
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<Navigate replace to="/users" />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="files" element={<FilesPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="outrights" element={<OutrightsPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="bundles" element={<BundlesPage />} />
        <Route path="daily-challenge" element={<DailyChallengePage />} />
        <Route path="*" element={<Navigate replace to="/users" />} />
      </Routes>
    </AdminLayout>
  );
}

/** The admin app: the player app's theme, its own catalog, and the admin session. */
export function AdminApp({
  services,
  mantineEnv = 'default',
}: {
  services: AdminServices;
  mantineEnv?: 'default' | 'test';
}) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorScheme}
        cssVariablesResolver={cssVariablesResolver}
        env={mantineEnv}
      >
        <AdminServicesProvider services={services}>
          <AdminScreens />
        </AdminServicesProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

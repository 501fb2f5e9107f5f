import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RequestErrorPopups } from '#src/app/dialogs/RequestErrorPopups.tsx';
import { RouteEffects } from '#src/app/routing/RouteEffects.tsx';
import { RouteErrorBoundary } from '#src/app/routing/RouteErrorScreen.tsx';
import { ScrollManager } from '#src/app/routing/ScrollManager.tsx';
import { AppFooter } from './AppFooter.tsx';
import { CookieButton } from './cookies/CookieButton.tsx';
import { CookieConsentProvider } from './cookies/CookieConsentProvider.tsx';
import { GuestSignUpNotice } from './GuestSignUpNotice.tsx';
import { SideDrawer } from './drawer/SideDrawer.tsx';
import { StartupLoader } from './StartupLoader.tsx';
import { TestEnvironmentBanner } from './TestEnvironmentBanner.tsx';
import { TopBar } from './TopBar.tsx';

// One row on a laptop; on a phone a second row holds the sport badges (TopBar, HeaderLogo's breakpoint).
const headerHeight = { base: 96, sm: 60 };
const screenMinHeight = 'calc(100dvh - var(--app-shell-header-height, 0px))';

/** The frame around every screen: top bar, side drawer, footer, and the app-wide dialogs. */
export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <CookieConsentProvider>
      <AppShell header={{ height: headerHeight }} padding={0}>
        <AppShell.Header bg="var(--longshot-surface)">
          <TopBar drawerOpened={drawerOpened} toggleDrawer={drawer.toggle} />
        </AppShell.Header>
        <SideDrawer opened={drawerOpened} onClose={drawer.close} />
        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <TestEnvironmentBanner />
          <GuestSignUpNotice />
          {/* At least the viewport's height: the footer starts below the fold and never moves in view while
              a screen's code and data arrive (issue #18: it was drawn at the top, then jumped down). */}
          <Container size="lg" py="lg" w="100%" style={{ flex: 1, minHeight: screenMinHeight }}>
            <RouteErrorBoundary resetKey={pathname}>
              {/* Shown while a screen's code arrives. */}
              <Suspense fallback={<StartupLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Container>
          <AppFooter />
        </AppShell.Main>
      </AppShell>
      <CookieButton />
      <RequestErrorPopups />
      <RouteEffects />
      <ScrollManager />
    </CookieConsentProvider>
  );
}

import { useCallback, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { toastEvent } from '#src/analytics/index.ts';
import { i18n } from '#src/i18n/i18n.ts';
import { AppErrorBoundary } from './dialogs/AppErrorBoundary.tsx';
import { AppServicesProvider, type AppServices } from '#src/lib/services/AppServices.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { colorSchemeManager } from './color-scheme-manager.ts';
import { NoticeHost } from './toasts/NoticeHost.tsx';
import type { ToastKind } from '#src/lib/toast.ts';

/** One for the app's life: MantineProvider subscribes with it (another tab's choice of scheme). */
const colorScheme = colorSchemeManager();

interface AppProvidersProps {
  services: AppServices;
  /** 'test' turns off Mantine's transitions and portals (Testing Library). */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a screen may rely on: services, language, theme, notices, session, a last error fallback. */
export function AppProviders({ services, mantineEnv = 'default', children }: AppProvidersProps) {
  const { analytics, pageLoader } = services;
  const countToast = useCallback(
    (kind: ToastKind, title: string) => analytics.track(toastEvent(kind, title)),
    [analytics],
  );
  return (
    <AppServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorScheme}
          cssVariablesResolver={cssVariablesResolver}
          env={mantineEnv}
        >
          <NoticeHost onToastShown={countToast} />
          <AppErrorBoundary reload={pageLoader.reload}>
            <SessionProvider>{children}</SessionProvider>
          </AppErrorBoundary>
        </MantineProvider>
      </I18nProvider>
    </AppServicesProvider>
  );
}

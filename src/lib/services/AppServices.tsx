import { createContext, use, type ReactNode } from 'react';
import type { Analytics } from '#src/analytics/index.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { Settings } from '#src/config/settings.ts';
import type { AppStorage } from '#src/lib/storage.ts';
import type { PopupStore } from '#src/lib/popups/popup-store.ts';
import type { PageLoader } from './page-loader.ts';

/** What screens and the shell use to reach the world; tests hand in their own. */
export interface AppServices {
  settings: Settings;
  api: RequestLayer;
  analytics: Analytics;
  storage: AppStorage;
  popups: PopupStore;
  pageLoader: PageLoader;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext value={services}>{children}</AppServicesContext>;
}

export function useAppServices(): AppServices {
  const services = use(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>.');
  return services;
}

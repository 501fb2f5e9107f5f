import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { RequestLayer } from '#src/api/request-layer.ts';
import type { AdminSessionActor } from './admin-session-actor.ts';

export interface AdminServices {
  api: RequestLayer;
  session: AdminSessionActor;
}

const AdminServicesContext = createContext<AdminServices | null>(null);

export function AdminServicesProvider({
  services,
  children,
}: {
  services: AdminServices;
  children: ReactNode;
}) {
  return <AdminServicesContext.Provider value={services}>{children}</AdminServicesContext.Provider>;
}

export function useAdminServices(): AdminServices {
  const services = useContext(AdminServicesContext);
  if (!services) throw new Error('useAdminServices outside AdminServicesProvider');
  return services;
}

/** Whether the signed-in administrator may change things: false for a ShadowAdministrator. */
export function useMayWrite(): boolean {
  const { session } = useAdminServices();
  return useSelector(session, (snapshot) => snapshot.matches({ signedIn: 'admin' }));
}

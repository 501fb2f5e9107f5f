import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAppServices } from '../services/AppServices.tsx';
import { clearStoredSession, readSession, type Session } from './session.ts';

interface SessionView extends Session {
  /** Clears the stored session; the shell then shows the signed-out drawer. */
  forget(): void;
}

const SessionContext = createContext<SessionView | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { storage } = useAppServices();
  const [session, setSession] = useState(() => readSession(storage));
  const forget = useCallback(() => {
    clearStoredSession(storage);
    setSession(readSession(storage));
  }, [storage]);
  const view = useMemo(() => ({ ...session, forget }), [session, forget]);
  return <SessionContext value={view}>{children}</SessionContext>;
}

export function useSession(): SessionView {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

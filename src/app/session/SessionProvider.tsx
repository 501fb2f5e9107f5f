import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { SessionContext, type SessionContextValue } from '#src/lib/session/session-context.ts';
import { SessionDialogs } from './dialogs/SessionDialogs.tsx';
import { createSessionSystem } from './session-system.ts';

/**
 * Runs the session's machines for the app, and shows the session's dialogs. Screens read the session
 * through the hooks of src/lib/session/.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const [system] = useState(() => createSessionSystem(services));
  useEffect(() => system.retain(), [system]);

  const [logoutPermanentlyOpened, setLogoutPermanentlyOpened] = useState(false);
  const value = useMemo<SessionContextValue>(
    () => ({
      actors: system,
      dialogs: {
        openLinkAccount: () => system.linkAccount.send({ type: 'OPEN' }),
        openLogoutPermanently: () => setLogoutPermanentlyOpened(true),
        openCookieConsent: () => system.cookieConsent.send({ type: 'OPEN_SETTINGS' }),
      },
    }),
    [system],
  );
  return (
    <SessionContext value={value}>
      {children}
      <SessionDialogs
        system={system}
        logoutPermanentlyOpened={logoutPermanentlyOpened}
        closeLogoutPermanently={() => setLogoutPermanentlyOpened(false)}
      />
    </SessionContext>
  );
}

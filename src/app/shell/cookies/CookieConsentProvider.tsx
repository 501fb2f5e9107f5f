import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import { useSessionSystem } from '#src/app/session/SessionProvider.tsx';
import { CookieConsentDialog } from './CookieConsentDialog.tsx';

type ConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

interface CookieConsentView {
  /** true or false once the player chose; null while undecided. */
  consent: boolean | null;
  openSettings(): void;
}

function consentOf(snapshot: ConsentSnapshot): boolean | null {
  if (snapshot.matches('accepted')) return true;
  if (snapshot.matches('rejected')) return false;
  return null;
}

/** The player's cookie choice, as the cookie consent machine holds it (spec §4 "Cookie consent"). */
export function useCookieConsent(): CookieConsentView {
  const { cookieConsent } = useSessionSystem();
  const consent = useSelector(cookieConsent, consentOf);
  return { consent, openSettings: () => cookieConsent.send({ type: 'OPEN_SETTINGS' }) };
}

/** Shows the consent dialog whenever the cookie consent machine has it open. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { cookieConsent } = useSessionSystem();
  const opened = useSelector(
    cookieConsent,
    (snapshot) =>
      snapshot.matches({ undecided: 'dialogOpen' }) ||
      snapshot.matches({ accepted: 'dialogOpen' }) ||
      snapshot.matches({ rejected: 'dialogOpen' }),
  );
  return (
    <>
      {children}
      <CookieConsentDialog
        opened={opened}
        onAccept={() => cookieConsent.send({ type: 'ACCEPT_ALL' })}
        onReject={() => cookieConsent.send({ type: 'REJECT_ALL' })}
        onClose={() => cookieConsent.send({ type: 'CLOSE' })}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useSessionActors } from '#src/lib/session/session-context.ts';
import { CookieConsentDialog } from './CookieConsentDialog.tsx';

/** Shows the consent dialog whenever the cookie consent machine has it open. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { cookieConsent } = useSessionActors();
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

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAppServices } from '../../services/AppServices.tsx';
import { CookieConsentDialog } from './CookieConsentDialog.tsx';

interface CookieConsentView {
  /** true or false once the player chose; null while undecided. */
  consent: boolean | null;
  openSettings(): void;
}

const CookieConsentContext = createContext<CookieConsentView | null>(null);

/**
 * The player's cookie choice (spec §4): undecided opens the dialog on load; either answer is stored
 * and handed to analytics. The accounts issue moves this flow into its XState machine; the dialog stays.
 */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { storage, analytics } = useAppServices();
  const [consent, setConsent] = useState(() => storage.get('cookieConsent'));
  const [opened, setOpened] = useState(consent === null);

  const decide = useCallback(
    (accepted: boolean) => {
      storage.set('cookieConsent', accepted);
      analytics.setConsent(accepted);
      setConsent(accepted);
      setOpened(false);
    },
    [storage, analytics],
  );
  const view = useMemo(() => ({ consent, openSettings: () => setOpened(true) }), [consent]);

  return (
    <CookieConsentContext value={view}>
      {children}
      <CookieConsentDialog
        opened={opened}
        onAccept={() => decide(true)}
        onReject={() => decide(false)}
        onClose={() => setOpened(false)}
      />
    </CookieConsentContext>
  );
}

export function useCookieConsent(): CookieConsentView {
  const view = use(CookieConsentContext);
  if (!view) throw new Error('useCookieConsent must be used inside <CookieConsentProvider>.');
  return view;
}

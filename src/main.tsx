import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { activateLocale, i18n } from './i18n/i18n.ts';

activateLocale('en');
const root = document.getElementById('indexApp');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <p>
          <Trans>Oops! Page not found</Trans>
        </p>
      </I18nProvider>
    </StrictMode>,
  );
}

// The two-factor set-up's strings, loaded with these components wherever they show (account settings, and
// an administrator's first sign-in, which loads no account-settings strings). Each component imports this
// first (lingui.config.ts).
import { loadAreaCatalog } from '#src/i18n/i18n.ts';
import { messages as en } from '#src/i18n/locales/en/two-factor.ts';

loadAreaCatalog({ en });

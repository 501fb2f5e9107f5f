// The Contact Us page's strings live in the help area's catalog (lingui.config.ts), loaded with its chunk.
import { loadAreaCatalog } from '#src/i18n/i18n.ts';
import { messages as en } from '#src/i18n/locales/en/help.ts';

loadAreaCatalog({ en });

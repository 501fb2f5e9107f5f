// This area's strings (memberships, checkout and the subscription), loaded with its chunks rather than with
// the first page (lingui.config.ts). Every entry module of the area imports this first.
import { loadAreaCatalog } from '#src/i18n/i18n.ts';
import { messages as en } from '#src/i18n/locales/en/memberships.ts';

loadAreaCatalog({ en });

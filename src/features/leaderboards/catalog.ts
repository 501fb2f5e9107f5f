// The leaderboards' strings live in the leagues catalog (lingui.config.ts `leagues`): loaded with this
// area's chunk rather than with the first page. Every entry module of the area imports this first.
import { loadAreaCatalog } from '#src/i18n/i18n.ts';
import { messages as en } from '#src/i18n/locales/en/leagues.ts';

loadAreaCatalog({ en });

// This area's strings, loaded with its chunk rather than with the first page (lingui.config.ts). Every
// entry module of the area imports this first.
import { loadAreaCatalog } from '#src/i18n/i18n.ts';
import { messages as en } from '#src/i18n/locales/en/account-settings.ts';
// The words of the refusals this area's forms meet come with its strings.
import './account-refusals.ts';

loadAreaCatalog({ en });

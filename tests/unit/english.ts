import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';

/** Activates the source catalog (messages render as written in the code) and renders a descriptor. */
export function english(descriptor: MessageDescriptor | string | null | undefined): string | null {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  if (descriptor === null || descriptor === undefined) return null;
  return typeof descriptor === 'string' ? descriptor : i18n._(descriptor);
}

export { i18n };

import type { EmailPreferencesDto } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** GET EmailPreferences: the e-mail types the player opted out of, and the unsubscribe-all switch. */
export function getEmailPreferences(api: Pick<RequestLayer, 'request'>): Promise<EmailPreferencesDto> {
  return api.request<EmailPreferencesDto>('account', 'EmailPreferences');
}

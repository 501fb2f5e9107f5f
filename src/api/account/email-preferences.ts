import type { EmailPreferencesDto } from '../../../server/contract/account.ts';
import type { RequestLayer } from '../request-layer.ts';

/** GET EmailPreferences: the e-mail types the player opted out of, and the unsubscribe-all switch. */
export function getEmailPreferences(api: Pick<RequestLayer, 'request'>): Promise<EmailPreferencesDto> {
  return api.request<EmailPreferencesDto>('account', 'EmailPreferences');
}

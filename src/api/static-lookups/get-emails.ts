import type { EmailTypeDto } from '#core/contract/static-lookups.ts';
import { staticLookupsService, type ApiClient } from './service.ts';

/** The kinds of e-mail a player can opt out of (email preferences). */
export function getEmails(api: ApiClient): Promise<EmailTypeDto[]> {
  return api.request<EmailTypeDto[]>(staticLookupsService, 'Emails');
}

import type { ReminderLeadTimeRequest } from '#core/contract/account.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** PUT emailPreferences/reminderLeadTime: how many hours before the first kick-off the weekly reminder goes. */
export async function putReminderLeadTime(
  api: Pick<RequestLayer, 'request'>,
  body: ReminderLeadTimeRequest,
): Promise<void> {
  await api.request<unknown>('account', 'emailPreferences/reminderLeadTime', { method: 'PUT', body });
}

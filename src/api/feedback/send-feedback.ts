import type { SendFeedbackRequest } from '#core/contract/feedback.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** POST Feedback: the Contact Us message; answers 204, and the sender gets a receipt by e-mail. */
export async function sendFeedback(
  api: Pick<RequestLayer, 'request'>,
  body: SendFeedbackRequest,
): Promise<void> {
  await api.request<null>('feedback', 'Feedback', { method: 'POST', body });
}

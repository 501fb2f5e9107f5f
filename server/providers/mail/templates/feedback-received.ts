// Sent when someone writes through the Contact Us form. It repeats nothing the sender typed (only the
// category they chose), so the form cannot be used to send strangers a message in Longshot's name.
import { renderEmail, type RenderedEmail } from './layout.ts';

export interface FeedbackReceivedInput {
  displayName: string | null;
  /** The category's words, e.g. 'a problem with the game'. */
  about: string;
  /** The help pages. */
  link: string;
  /** Absent for a visitor without an account. */
  unsubscribeUrl?: string;
}

export function feedbackReceived({
  displayName,
  about,
  link,
  unsubscribeUrl,
}: FeedbackReceivedInput): RenderedEmail {
  return renderEmail({
    subject: 'We received your message',
    displayName,
    intro: [
      `Thank you for contacting Longshot about ${about}. We have received your message and will answer at this address.`,
    ],
    action: { label: 'Read the help pages', url: link },
    outro: ['If you did not write to us, ignore this e-mail: someone may have mistyped their address.'],
    unsubscribeUrl,
  });
}

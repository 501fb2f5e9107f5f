// Sent on POST ForgotPassword for an address that has an account.
import { renderEmail, type RenderedEmail } from './layout.ts';
import type { TemplateInput } from './template-input.ts';

export function resetPassword({ displayName, link, unsubscribeUrl }: TemplateInput): RenderedEmail {
  return renderEmail({
    subject: 'Reset your Longshot password',
    displayName,
    intro: [
      'Someone, probably you, asked to reset the password of your Longshot account. Open the link below to choose a new password.',
    ],
    action: { label: 'Choose a new password', url: link },
    outro: [
      'The link is valid for 1 hour and works once.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    unsubscribeUrl,
  });
}

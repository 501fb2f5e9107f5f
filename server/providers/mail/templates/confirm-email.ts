// Sent on sign-up (POST basic/signUp): the link proves the address and activates the account.
import { renderEmail, type RenderedEmail } from './layout.ts';
import type { TemplateInput } from './template-input.ts';

export function confirmEmail({ displayName, link, unsubscribeUrl }: TemplateInput): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your e-mail address for Longshot',
    displayName,
    intro: [
      'Thank you for signing up to Longshot. To finish, confirm that this e-mail address is yours by opening the link below.',
    ],
    action: { label: 'Confirm my e-mail address', url: link },
    outro: [
      'The link is valid for 24 hours and works once.',
      'If you did not sign up to Longshot, ignore this e-mail: without confirmation the account stays inactive.',
    ],
    unsubscribeUrl,
  });
}

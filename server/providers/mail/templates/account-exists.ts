// Sent when someone signs up with an address that already has an account. The sign-up answer is the
// same either way (nobody learns from it which addresses have accounts); the owner learns it here.
import { renderEmail, type RenderedEmail } from './layout.ts';
import type { TemplateInput } from './template-input.ts';

export function accountExists({ displayName, link, unsubscribeUrl }: TemplateInput): RenderedEmail {
  return renderEmail({
    subject: 'You already have a Longshot account',
    displayName,
    intro: [
      'Someone tried to sign up to Longshot with this e-mail address, but it already has an account. To play, sign in with it instead.',
    ],
    action: { label: 'Sign in to Longshot', url: link },
    outro: [
      'If you forgot your password, choose "Forgot password" on the sign-in page.',
      'If it was not you, ignore this e-mail: nothing has changed on your account.',
    ],
    unsubscribeUrl,
  });
}

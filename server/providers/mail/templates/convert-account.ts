// Sent when a guest links an e-mail address (POST ConvertAccount): the link validates the address, then
// the guest sets a password and keeps every pick, point and credit.
import { renderEmail, type RenderedEmail } from './layout.ts';
import type { TemplateInput } from './template-input.ts';

export function convertAccount({ displayName, link, unsubscribeUrl }: TemplateInput): RenderedEmail {
  return renderEmail({
    subject: 'Link your Longshot account',
    displayName,
    intro: [
      'You asked to link this e-mail address to the account you play Longshot with in your browser, so that you can play from any device and keep your picks and points.',
      'Open the link below to validate this address, then return to Longshot to set a password.',
    ],
    action: { label: 'Link my account', url: link },
    outro: [
      'The link is valid for 24 hours and works once.',
      'If you did not ask for this, ignore this e-mail: nothing will be linked to this address.',
    ],
    unsubscribeUrl,
  });
}

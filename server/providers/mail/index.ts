// The mail provider: what the rest of the server imports.
export { createEmails, type Emails, type EmailUser } from './emails.ts';
export {
  appLink,
  confirmEmailLink,
  oneClickUnsubscribeLink,
  resetPasswordLink,
  signInLink,
  unsubscribeLink,
  validateEmailLink,
} from './links.ts';
export {
  drainingMailer,
  inBackground,
  MailDeliveryError,
  sendInBackground,
  type MailMessage,
  type Mailer,
} from './mailer.ts';
export { OutboxMailer } from './outbox-mailer.ts';
export { createOutboxStore, type OutboxStore } from './outbox-store.ts';
export { SmtpMailer } from './smtp-mailer.ts';
export { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

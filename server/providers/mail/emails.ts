// The e-mails the accounts flows send: each builds its link from PUBLIC_URL, renders its template with
// the unsubscribe link, adds the RFC 8058 one-click headers, and hands it to the mailer. Callers may await the promise or pass it
// to nothing (the mailer's failures are then only logged: see sendInBackground).
import type { FeedbackCategory } from '#core/contract/feedback.ts';
import {
  confirmEmailLink,
  helpLink,
  oneClickUnsubscribeLink,
  resetPasswordLink,
  signInLink,
  unsubscribeLink,
  validateEmailLink,
} from './links.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import * as templates from './templates/index.ts';
import { oneClickUnsubscribeHeaders } from './templates/layout.ts';
import type { RenderedEmail, TemplateInput } from './templates/index.ts';

/** A player an e-mail goes to. */
interface EmailUser {
  id: string;
  email: string;
  displayName: string | null;
}

export interface Emails {
  /** Sign-up verification: `/auth/confirm-email?userId=…&token=…` (24 h). */
  confirmEmail(user: EmailUser, token: string): Promise<void>;
  /** Guest conversion, to the address being linked: `/auth/validate-email?loginId=…&token=…` (24 h). */
  convertAccount(user: Pick<EmailUser, 'id' | 'displayName'>, email: string, token: string): Promise<void>;
  /** Password reset: `/auth/reset-password?userId=…&token=…` (1 h). */
  resetPassword(user: EmailUser, token: string): Promise<void>;
  /** Someone signed up with this user's address: a pointer to sign in instead. */
  accountExists(user: EmailUser): Promise<void>;
  /**
   * The Contact Us form's receipt, to the address the sender gave; `user` is the signed-in sender (its
   * unsubscribe link goes in the footer), null for a visitor (no unsubscribe headers: there is no list).
   */
  feedbackReceived(
    to: string,
    user: Pick<EmailUser, 'id' | 'displayName'> | null,
    category: FeedbackCategory,
  ): Promise<void>;
}

const feedbackAbout: Record<FeedbackCategory, string> = {
  general: 'a general question',
  bug: 'a problem with the game',
  account: 'your account',
  payments: 'premium, payments or bundles',
  suggestion: 'a suggestion',
};

export interface EmailsOptions {
  mailer: Mailer;
  /** Without a trailing slash. */
  publicUrl: string;
  /** JWT_SECRET: the unsubscribe tokens' key is derived from it. */
  secret: string;
}

export function createEmails({ mailer, publicUrl, secret }: EmailsOptions): Emails {
  function send(
    to: string,
    user: Pick<EmailUser, 'id' | 'displayName'>,
    link: string,
    template: (input: TemplateInput) => RenderedEmail,
  ): Promise<void> {
    const rendered = template({
      displayName: user.displayName,
      link,
      unsubscribeUrl: unsubscribeLink(publicUrl, secret, user.id),
    });
    const message: MailMessage = {
      to,
      ...rendered,
      headers: {
        ...rendered.headers,
        ...oneClickUnsubscribeHeaders(oneClickUnsubscribeLink(publicUrl, secret, user.id)),
      },
    };
    return mailer.send(message);
  }

  return {
    confirmEmail: (user, token) =>
      send(user.email, user, confirmEmailLink(publicUrl, user.id, token), templates.confirmEmail),
    convertAccount: (user, email, token) =>
      send(email, user, validateEmailLink(publicUrl, user.id, token), templates.convertAccount),
    resetPassword: (user, token) =>
      send(user.email, user, resetPasswordLink(publicUrl, user.id, token), templates.resetPassword),
    accountExists: (user) => send(user.email, user, signInLink(publicUrl), templates.accountExists),
    feedbackReceived(to, user, category) {
      const link = helpLink(publicUrl);
      const about = feedbackAbout[category];
      if (user) {
        return send(to, user, link, (input) => templates.feedbackReceived({ ...input, about }));
      }
      return mailer.send({ to, ...templates.feedbackReceived({ displayName: null, about, link }) });
    },
  };
}

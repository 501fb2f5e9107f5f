// api/account/v1/admin/News: an administrator sends a news e-mail to every player opted into news
// (docs/player-emails.md §5).

export const NEWS_SUBJECT_MAX = 150;
export const NEWS_BODY_MAX = 5000;

export interface SendNewsRequest {
  /** One line, at most 150 characters. */
  subject: string;
  /** Plain text, at most 5,000 characters; a blank line starts a new paragraph. */
  body: string;
}

export interface SendNewsDto {
  newsId: string;
  /** How many e-mails were queued: the players opted into news when it was sent. */
  queued: number;
}

// The shapes of api/feedback/v1/* (the spec leaves them open): the Contact Us form and the administrators'
// inbox list (docs/help-and-policies.md).

/** What a message is about; the form offers them in this order. */
export const feedbackCategories = ['general', 'bug', 'account', 'payments', 'suggestion'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** The bounds of the form's fields, in characters, for the server that enforces them and the form. */
export const FEEDBACK_SUBJECT_MAX = 120;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 4000;

/**
 * POST Feedback. `email` is where the answer goes: required when the caller is signed out (or a guest
 * without an address); a signed-in player may leave it out to use the account's. `token` is the captcha's.
 */
export interface SendFeedbackRequest {
  category: FeedbackCategory;
  subject: string;
  message: string;
  email?: string;
  token: string;
}

/** One message, as the administrators' inbox lists it. */
export interface FeedbackDto {
  id: string;
  category: FeedbackCategory;
  subject: string;
  message: string;
  email: string;
  /** The sender's account when they were signed in; null for a visitor or a deleted account. */
  userId: string | null;
  createdAt: string;
}

/** GET admin/Feedback?page&pageSize: newest first. */
export interface FeedbackPageDto {
  items: FeedbackDto[];
  page: number;
  pageSize: number;
  total: number;
}

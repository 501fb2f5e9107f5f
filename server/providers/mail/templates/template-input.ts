/** What every template is given: whom it greets and the two links it carries. */
export interface TemplateInput {
  displayName: string | null;
  /** The link the e-mail is about (confirm, validate, reset, sign in). */
  link: string;
  unsubscribeUrl: string;
}

export { accountExists } from './account-exists.ts';
export { confirmEmail } from './confirm-email.ts';
export { convertAccount } from './convert-account.ts';
export { feedbackReceived } from './feedback-received.ts';
export { escapeHtml, type RenderedEmail } from './layout.ts';
export { resetPassword } from './reset-password.ts';
export type { TemplateInput } from './template-input.ts';

// The mail provider: what the rest of the server imports.
export { unsubscribeLink } from './links.ts';
export { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

// The account routes' refusals: HttpErrors, which the one error handler answers with their status and
// message. The sentences are what the player reads.
import { HttpError } from '#server/identity/http-error.ts';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Spec §8: what every e-mailed link answers when it is wrong, used or too old. */
export const invalidLinkMessage = 'The URL is either invalid or has expired';
export const wrongPasswordMessage = 'The current password is not correct.';
export const currentPasswordRequiredMessage = 'Please enter your current password.';
export const accountGoneMessage = 'This account no longer exists.';

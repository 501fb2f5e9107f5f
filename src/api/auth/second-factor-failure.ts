import type { SignInResponse, SignInStatus } from '#core/contract/auth.ts';
import type { SignInRefusalCode } from '#core/refusals.ts';
import { isApiError } from '#src/api/errors.ts';

const failure: SignInStatus = 3;
const signInStatuses: readonly unknown[] = [0, 1, 2, 3, 4];

/**
 * The two-factor steps answer a wrong code, a locked account or an expired token with HTTP 400 and a
 * SignInResponse body (TwoFactorFailureBody). That is a result for the form (docs/product.md §8: "HTTP 400 gives
 * Failure with message"); any other error is rethrown.
 */
export function secondFactorFailure(error: unknown): SignInResponse {
  if (!isApiError(error) || error.status !== 400) throw error;
  let body: Partial<Omit<SignInResponse, 'code'> & { code: unknown }> = {};
  try {
    body = JSON.parse(error.responseText) as typeof body;
  } catch {
    // not JSON: the message alone says it
  }
  const status = signInStatuses.includes(body.status) ? (body.status as SignInStatus) : failure;
  // An unknown code is harmless: the views word the codes they know and show statusMessage for others.
  const code = typeof body.code === 'string' ? (body.code as SignInRefusalCode) : undefined;
  return { status, statusMessage: body.statusMessage || error.message, ...(code && { code }) };
}

// The ApiErrorBody a refusal answers, from its status and sentence: a code without parameters is found by
// its sentence in the refusal catalogue (so the test pins the code too); a sentence made from parameters
// (a validation failure, a weak password) must come with some code and its parameters.
import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';
import { refusalCodes, refusalMessage, refusals, type BareRefusalCode } from '#core/refusals.ts';

const bareCodes = refusalCodes.filter((code) => refusals[code].length === 0) as BareRefusalCode[];

export function refusalBody(statusCode: number, message: string) {
  const error = STATUS_CODES[statusCode];
  const code = bareCodes.find((candidate) => refusalMessage(candidate) === message);
  if (code) return { statusCode, error, code, message };
  return { statusCode, error, code: expect.any(String), params: expect.anything(), message };
}

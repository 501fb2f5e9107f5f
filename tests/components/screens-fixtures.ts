// Shared by the screens-*.test.tsx files: the server answers the account screens need.
import { within, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyInfoDto, WhoAmIDto } from '#core/contract/account.ts';
import type { PasswordRequirementsDto, SessionTokens } from '#core/contract/auth.ts';
import type { RefusalArgs, RefusalCode } from '#core/refusals.ts';
import { apiUrl, mswServer } from '../test-utils/msw.ts';
import { refusalAnswer } from '../test-utils/refusals.ts';

/** A policy unlike the server's default, so a checklist that ignored the server would show. */
export const policy: PasswordRequirementsDto = {
  requireDigit: true,
  requiredLength: 10,
  requireNonAlphanumeric: false,
  requireUppercase: true,
  requireLowercase: false,
  requiredUniqueChars: 4,
};

export const passwordRequirements = (served: PasswordRequirementsDto = policy) =>
  http.get(apiUrl('auth/v1/PasswordRequirements'), () => HttpResponse.json(served));

/** An ApiErrorBody answer: a coded refusal with the catalogue's sentence. */
export function apiError<C extends RefusalCode>(status: number, code: C, ...args: RefusalArgs<C>) {
  return refusalAnswer(status, code, ...args);
}

/** Answers `answer` to METHOD path and keeps every JSON body sent to it. */
export function capture(
  method: 'post' | 'put' | 'get' | 'delete',
  path: string,
  answer: () => Response | Promise<Response>,
): { bodies: unknown[]; urls: string[]; bearers: (string | null)[] } {
  const seen = { bodies: [] as unknown[], urls: [] as string[], bearers: [] as (string | null)[] };
  mswServer.use(
    http[method](apiUrl(path), async ({ request }) => {
      seen.urls.push(request.url);
      seen.bearers.push(request.headers.get('Authorization'));
      const text = await request.text();
      seen.bodies.push(text === '' ? undefined : JSON.parse(text));
      return answer();
    }),
  );
  return seen;
}

/** The checklist under a new-password field, each line with ✓ or ✗. */
export function checklist(): string[] {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => `${item.getAttribute('data-met') === 'true' ? '✓' : '✗'} ${item.textContent}`);
}

export const uncheckedPolicy = [
  '✗ The input field must contain at least 10 characters.(not met)',
  '✗ The input field must contain at least one digit.(not met)',
  '✗ The input field must contain at least one capital letter.(not met)',
  '✗ The input field must contain at least 4 unique characters.(not met)',
];

/** The session lives in jsdom's cookies, which outlive a test: each test starts without any. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** Ada, a signed-in Player: who she is, her account details, and the session a refresh gives her. */
export const me: WhoAmIDto = {
  userName: 'ada',
  displayName: 'Ada Lovelace',
  userId: 'u-1',
  userTypeId: 1,
  userRoleId: 'Player',
};

export const myInfo: MyInfoDto = {
  userId: 'u-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  role: 'Player',
  isGuest: false,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  createdAt: '2025-03-04T10:00:00.000Z',
};

export const newSession: SessionTokens = { bearerToken: 'jwt-2', refreshToken: 'refresh-2', loginId: 'u-1' };

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import {
  noticeCodes,
  noticeMessage,
  refusalCodes,
  refusalMessage,
  type RefusalArgs,
  type RefusalCode,
} from '#core/refusals.ts';
import { describeError } from '#src/api/error-display.ts';
import { ApiError } from '#src/api/errors.ts';
import { genericRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';
import { accountRefusalWords } from '#src/features/account-settings/account-refusals.ts';
import { bundleRefusalWords } from '#src/features/bundles/bundle-refusals.ts';
import { dailyRefusalWords } from '#src/features/landing/daily-refusals.ts';
import { leagueRefusalWords } from '#src/features/leagues/league-refusals.ts';
import { membershipRefusalWords } from '#src/features/memberships/membership-refusals.ts';
import { creditRefusalWords, pickRefusalWords } from '#src/features/play/play-refusals.ts';
import { noticeWords } from '#src/features/play/play-texts.ts';
import { activateLocale, i18n } from '#src/i18n/i18n.ts';
import { signInRefusalWords } from '#src/lib/session/auth-messages.ts';

// Every word the SPA has for a code, from every area.
const spaWords: RefusalWords = {
  ...genericRefusalWords,
  ...pickRefusalWords,
  ...creditRefusalWords,
  ...dailyRefusalWords,
  ...accountRefusalWords,
  ...leagueRefusalWords,
  ...bundleRefusalWords,
  ...membershipRefusalWords,
  // The sign-in steps' refusals travel in the SignInResponse and are worded by the session's messages.
  ...Object.fromEntries(Object.entries(signInRefusalWords).map(([code, words]) => [code, () => words])),
};

/**
 * Codes the SPA never words: only a 400 shows its refusal; a 401, 403, 404, 409 or 5xx shows its status's
 * own text (docs/product.md §8, Display), so the code's sentence is never on screen.
 */
const shownByStatus: RefusalCode[] = [
  'routeNotFound',
  'internalError',
  'serviceUnavailable',
  // Deleting an account when the payment provider cannot cancel its subscription: "try again shortly".
  'paymentProviderUnavailable',
  'unauthorized',
  'forbidden',
  'sessionEnded',
  'accountGone',
  'foreignOrigin',
  'missingCsrfHeader',
  'notJson',
  'emailNotValidated',
  'guestHasNoMembership',
  'administratorHasNoMembership',
  'alreadyPremium',
  'notPremium',
  'notYourGuest',
  'twoFactorNeedsPassword',
  'twoFactorAlreadyOn',
  'twoFactorNotSetUp',
  'twoFactorOff',
  'administratorKeepsTwoFactor',
];

/**
 * Codes whose sentence the SPA shows as the server sends it: the sign-in and sign-up screens have no lazily
 * loaded catalog to put their words in yet, and the administrators' codes have no screen here.
 */
const serverWorded: RefusalCode[] = [
  'captchaFailed',
  'weakPassword',
  'dayOver',
  'notThatDay',
  'dailyEventStarted',
  'noHeadToHeadOdds',
  'dailyAlreadyPicked',
  'eventHasNoRunners',
  'notARunner',
  'resultOfOutright',
  'matchNotStarted',
  'unknownPlayer',
  'unknownCompetitionKey',
  'unknownSeason',
  'gameweekOrSeason',
  'grantAlreadyExpired',
  // A board the SPA asks for always has its key and scope: these answer other clients' malformed queries.
  'boardNeedsScopeKey',
  'seasonBoardPerCompetition',
  // The stats screen shows a preview instead of asking for a player who is not premium.
  'statsNeedPremium',
  // The administrators' bundle refusals (the API and npm run admin:bundle).
  'bundleCodeTaken',
  'bundleGrantsNothing',
  'bundleAlreadyExpired',
  // The admin desk's refusals: the admin app shows the server's sentence.
  'guestRoleFixed',
  'cannotDemoteSelf',
  // The File Manager's refusals: the admin app checks size and type first, then shows the server's sentence.
  'invalidFileName',
  'fileTypeNotAllowed',
  'fileContentMismatch',
  'fileTooLarge',
  'unknownFile',
  // Answered to the payment provider's servers, never to the SPA.
  'invalidWebhook',
];

/** Codes the SPA words its own way on purpose: the server's sentence names the player by id. */
const spaOwnWords: Partial<Record<RefusalCode, string>> = {
  leagueMemberNotFound: 'This player is not a member of the league.',
  // The success page's way on: the checkout was not found for this player.
  unknownCheckout: 'We could not find this checkout. Start again from Memberships.',
};

// One sample per parameter name any code uses; a code ignores those it does not name.
const sampleParams = {
  detail: 'body/email: Invalid email address',
  max: 5,
  current: '2026-W47',
  eventId: 'e-1',
  event: 'Arsenal v Chelsea',
  gameweek: '2026-W47',
  market: 'h2h',
  outcome: 'Draw',
  competition: 'soccer_epl',
  choices: 'Arsenal, Draw, Chelsea',
  creditType: 'Multiplier',
  types: 'weekly, news',
  min: 3,
  sport: 'Chess',
  userId: 'u-1',
  maxBytes: 2097152,
};

const english = (wording: MessageDescriptor | string | undefined) =>
  typeof wording === 'string' || wording === undefined ? wording : i18n._(wording);

function spaText(code: RefusalCode, params: object): string | undefined {
  const words = spaWords[code] as ((params: object) => MessageDescriptor | string | undefined) | undefined;
  return english(words?.(params));
}

const coreText = (code: RefusalCode, params: object) =>
  refusalMessage(code, ...([params] as RefusalArgs<RefusalCode>));

beforeAll(() => activateLocale('en'));

describe('the SPA’s words for the refusal codes', () => {
  it('sort every code of the catalogue into worded, shown by status, or the server’s sentence', () => {
    const worded = Object.keys(spaWords);
    const all = [...worded, ...shownByStatus, ...serverWorded].sort();
    expect(all).toEqual([...refusalCodes].sort());
  });

  it.each(Object.keys(spaWords) as RefusalCode[])(
    'say %s in core’s English, or in its own listed words',
    (code) => {
      expect(spaText(code, sampleParams)).toBe(spaOwnWords[code] ?? coreText(code, sampleParams));
    },
  );

  it.each(['BonusPoints', 'Multiplier', 'ExtraPrediction'])(
    'say the gameweek limit of %s credits',
    (type) => {
      const params = { max: 2, creditType: type };
      expect(spaText('creditGameweekLimit', params)).toBe(coreText('creditGameweekLimit', params));
    },
  );

  // The toasts of the other notices are the game's own shorter words.
  const spaWordedNotices = {
    bonusPointsRedeemed: 'Bonus points redeemed',
    multiplierRedeemed: 'Multiplier applied',
    multiplierRevoked: 'Multiplier removed',
  } as const;

  it.each(noticeCodes)('say the %s notice in core’s English, or in the toast’s own words', (code) => {
    const expected = Object.hasOwn(spaWordedNotices, code)
      ? spaWordedNotices[code as keyof typeof spaWordedNotices]
      : noticeMessage(code);
    expect(i18n._(noticeWords[code])).toBe(expected);
  });
});

const refused = (body: object, status = 400) =>
  new ApiError({
    code: status,
    status,
    message: 'the server’s sentence',
    responseText: JSON.stringify(body),
  });

const shown = (error: unknown, prefix?: string) => english(describeError(error, prefix).message);

describe('describeError with coded refusals', () => {
  it('words a 400 from its code and params', () => {
    const error = refused({ code: 'tooManyPicks', params: { max: 7 }, message: 'x' });
    expect(shown(error)).toBe('Too many choices; up to 7 selections only.');
    expect(shown(error, 'Saving')).toBe('Saving: Too many choices; up to 7 selections only.');
  });

  it('shows the server’s sentence for a code it has no words for', () => {
    expect(shown(refused({ code: 'someNewRule', message: 'A newer rule.' }))).toBe('A newer rule.');
  });

  it('shows the server’s message for a 400 without a code', () => {
    expect(shown(refused({ message: 'the server’s sentence' }))).toBe('the server’s sentence');
  });

  it('keeps the spec’s status wording for other statuses, whatever the code', () => {
    expect(shown(refused({ code: 'forbidden', message: 'x' }, 403))).toBe(
      'Error Processing Request: Access denied',
    );
    expect(shown(refused({ code: 'serviceUnavailable', message: 'x' }, 503))).toBe(
      'Error Processing Request: Service Unavailable',
    );
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/u.test(name) ? [path] : [];
  });
}

describe('the SPA’s bundle', () => {
  // core/refusals.ts holds the server's English functions, and core/contract/errors.ts uses them.
  it.each(['#core/refusals.ts', '#core/contract/errors.ts'])('imports only types from %s', (module) => {
    const valueImports = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(import|export)\b(?! type\b)[^;]*?from '([^']+)';/gmu)]
        .filter((match) => match[2] === module)
        .map(() => file),
    );
    expect(valueImports).toEqual([]);
  });
});

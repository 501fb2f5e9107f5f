// The league rules (docs/game-rules.md §9) that the server enforces and the SPA explains: names, join
// codes and how many leagues each role may create and belong to.
import type { RoleId } from '#core/contract/account.ts';

export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 40;

/** Join codes are this long: letters and digits. */
export const LEAGUE_CODE_LENGTH = 8;

/**
 * The characters a join code is drawn from: upper-case letters and digits without the look-alikes
 * 0/O, 1/I/L, 2/Z, 5/S and 8/B, so a code read aloud or copied by hand comes out right.
 */
export const LEAGUE_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/** The most leagues one player may own and belong to (owned ones included), by role. */
export const LEAGUE_LIMITS = {
  Player: { created: 3, joined: 10 },
  PremiumPlayer: { created: 20, joined: 50 },
  // Administrators play the weekly game like anyone signed up, and the screens offer them leagues (the
  // spec's gate is "authenticated users"): the premium limits.
  Administrator: { created: 20, joined: 50 },
  ShadowAdministrator: { created: 20, joined: 50 },
} as const satisfies Partial<Record<RoleId, { created: number; joined: number }>>;

type LeagueRole = keyof typeof LEAGUE_LIMITS;

/** A role's league limits; guests (and anyone else without a row) may not create or join leagues. */
export function leagueLimitsOf(role: RoleId): { created: number; joined: number } | null {
  return role in LEAGUE_LIMITS ? LEAGUE_LIMITS[role as LeagueRole] : null;
}

/** A league's name as it is kept: trimmed, inner runs of white space made one space. */
export function normaliseLeagueName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

export function isLeagueNameValid(name: string): boolean {
  const length = [...normaliseLeagueName(name)].length;
  return length >= LEAGUE_NAME_MIN && length <= LEAGUE_NAME_MAX;
}

/** A code as typed (any case, spaces or dashes around groups) in the form codes are kept. */
export function normaliseLeagueCode(code: string): string {
  return code.replace(/[\s-]/gu, '').toUpperCase();
}

/** Whether a typed code can be a join code at all (8 letters or digits); it may still match no league. */
export function isLeagueCodeShaped(code: string): boolean {
  // The class is ASCII: a u flag would change nothing it matches.
  return new RegExp(`^[A-Z0-9]{${LEAGUE_CODE_LENGTH}}$`).test(normaliseLeagueCode(code));
}

/**
 * A new join code from `randomValues` (a function filling a byte array, e.g. crypto.getRandomValues),
 * drawn without modulo bias: bytes past the largest multiple of the alphabet's size are thrown away.
 */
export function newLeagueCode(randomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const size = LEAGUE_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < LEAGUE_CODE_LENGTH) {
    // One byte for each character still wanted, so a draw never runs past the code's length.
    for (const byte of randomValues(new Uint8Array(LEAGUE_CODE_LENGTH - code.length))) {
      if (byte < limit) code += LEAGUE_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

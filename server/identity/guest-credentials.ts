// What a new guest gets: a user name and a password made by a CSPRNG, which the browser keeps. The
// password has 192 random bits (ASVS 6.4.1 wants initial secrets random; the hash at rest is the same
// argon2id as anyone's) and is made to satisfy whatever the policy asks, so a guest can always sign in.
import { randomBytes, randomInt } from 'node:crypto';

export function guestUserName(): string {
  return `guest-${randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}`;
}

const characterClasses = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%*+-=?@'];

/** One random character of each class (digit, upper, lower, special) at random places. */
function withEveryClass(text: string): string {
  let result = text;
  for (const characters of characterClasses) {
    const character = characters[randomInt(characters.length)] ?? '';
    const at = randomInt(result.length + 1);
    result = result.slice(0, at) + character + result.slice(at);
  }
  return result;
}

/**
 * A password `accepts` takes: 192 bits of base64url (32 characters), padded with more random characters
 * when the policy asks for length, plus one character of every class.
 */
export function guestPassword(minimumLength: number, accepts: (password: string) => boolean): string {
  for (;;) {
    let random = randomBytes(24).toString('base64url');
    while (random.length + characterClasses.length < minimumLength)
      random += randomBytes(3).toString('base64url');
    const password = withEveryClass(random);
    if (accepts(password)) return password;
  }
}

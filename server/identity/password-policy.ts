// The password rules (ASP.NET Identity's PasswordOptions, with ASVS-minded defaults: long, no composition
// rules, a common-password deny list). The messages are the SPA's rule texts (spec §5), so a player sees
// the same sentence whichever side refused the password.
import { isCommonPassword } from './common-passwords.ts';

export interface PasswordPolicy {
  requiredLength: number;
  requiredUniqueChars: number;
  requireDigit: boolean;
  requireNonAlphanumeric: boolean;
  requireUppercase: boolean;
  requireLowercase: boolean;
  /** Refuse the few hundred passwords every attacker tries first (ASVS 6.2.4). */
  denyCommonPasswords: boolean;
}

export const defaultPasswordPolicy: PasswordPolicy = {
  requiredLength: 10,
  requiredUniqueChars: 4,
  requireDigit: false,
  requireNonAlphanumeric: false,
  requireUppercase: false,
  requireLowercase: false,
  denyCommonPasswords: true,
};

/** Long passphrases are welcome (ASVS wants at least 64); beyond this it is abuse of the hasher. */
export const maximumPasswordLength = 128;

export const commonPasswordMessage = 'This password is too common. Please choose a less common one.';

/** Every rule `password` breaks, in the order the SPA lists them; empty when it passes. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const characters = [...password];
  const problems: string[] = [];
  // Identity: IsNullOrWhiteSpace(pw) || pw.Length < RequiredLength. Whitespace-only is too short.
  if (password.trim() === '' || characters.length < policy.requiredLength) {
    problems.push(`The input field must contain at least ${policy.requiredLength} characters.`);
  }
  if (characters.length > maximumPasswordLength) {
    problems.push(`The input field must contain less than ${maximumPasswordLength + 1} characters.`);
  }
  if (policy.requireDigit && !/[0-9]/.test(password)) {
    problems.push('The input field must contain at least one digit.');
  }
  // Identity counts anything but an ASCII letter or digit as special, so 'é' is one.
  if (policy.requireNonAlphanumeric && /^[A-Za-z0-9]*$/.test(password)) {
    problems.push('The input field must contain at least one special character.');
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    problems.push('The input field must contain at least one capital letter.');
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    problems.push('The input field must contain at least one non-capital character.');
  }
  if (new Set(characters).size < policy.requiredUniqueChars) {
    problems.push(`The input field must contain at least ${policy.requiredUniqueChars} unique characters.`);
  }
  if (policy.denyCommonPasswords && isCommonPassword(password)) problems.push(commonPasswordMessage);
  return problems;
}

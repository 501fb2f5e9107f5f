// The password rules (ASP.NET Identity's PasswordOptions, with ASVS-minded defaults: long, no composition
// rules, a common-password deny list). The messages are the SPA's rule texts (docs/product.md §5), so a player sees
// the same sentence whichever side refused the password.
import { passwordProblemText, type PasswordProblemKind, type RefusalParams } from '#core/refusals.ts';
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
const maximumPasswordLength = 128;

export const commonPasswordMessage = passwordProblemText('common', {
  requiredLength: 0,
  maximumLength: maximumPasswordLength,
  requiredUniqueChars: 0,
});

/** Every rule `password` breaks, as refusal-catalogue kinds, in the order the SPA lists them. */
function passwordProblemKindsOf(password: string, policy: PasswordPolicy): PasswordProblemKind[] {
  const characters = [...password];
  const problems: PasswordProblemKind[] = [];
  // Identity: IsNullOrWhiteSpace(pw) || pw.Length < RequiredLength. Whitespace-only is too short.
  if (password.trim() === '' || characters.length < policy.requiredLength) problems.push('tooShort');
  if (characters.length > maximumPasswordLength) problems.push('tooLong');
  if (policy.requireDigit && !/[0-9]/.test(password)) problems.push('digit');
  // Identity counts anything but an ASCII letter or digit as special, so 'é' is one.
  if (policy.requireNonAlphanumeric && /^[A-Za-z0-9]*$/.test(password)) problems.push('nonAlphanumeric');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('uppercase');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('lowercase');
  if (new Set(characters).size < policy.requiredUniqueChars) problems.push('uniqueChars');
  if (policy.denyCommonPasswords && isCommonPassword(password)) problems.push('common');
  return problems;
}

/** The parameters of the weakPassword refusal, or null when the password passes. */
export function weakPasswordParams(
  password: string,
  policy: PasswordPolicy,
): RefusalParams<'weakPassword'> | null {
  const problems = passwordProblemKindsOf(password, policy);
  if (problems.length === 0) return null;
  return {
    problems: problems.join(','),
    requiredLength: policy.requiredLength,
    maximumLength: maximumPasswordLength,
    requiredUniqueChars: policy.requiredUniqueChars,
  };
}

/** Every rule `password` breaks, in words, in the order the SPA lists them; empty when it passes. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const rules = {
    requiredLength: policy.requiredLength,
    maximumLength: maximumPasswordLength,
    requiredUniqueChars: policy.requiredUniqueChars,
  };
  return passwordProblemKindsOf(password, policy).map((kind) => passwordProblemText(kind, rules));
}

import type { PasswordRequirementsDto } from '#core/contract/auth.ts';
import { msg } from '@lingui/core/macro';
import { required } from './basic.ts';
import { minCharacters } from './size.ts';
import { asText, isEmpty, type Rule } from './types.ts';

/** The server's password requirements (GET api/auth/v1/PasswordRequirements), checked as the player types. */
export type PasswordPolicy = PasswordRequirementsDto;

function textRule(test: (text: string) => boolean, message: ReturnType<Rule>): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    return text !== null && test(text) ? null : message;
  };
}

const passwordDigit: Rule = textRule(
  (text) => /\p{Nd}/u.test(text),
  msg`The input field must contain at least one digit.`,
);

/** "Special" as the server counts it: anything that is neither a letter nor a digit. */
const passwordSpecialCharacter: Rule = textRule(
  (text) => /[^\p{L}\p{Nd}]/u.test(text),
  msg`The input field must contain at least one special character.`,
);

const passwordCapital: Rule = textRule(
  (text) => /\p{Lu}/u.test(text),
  msg`The input field must contain at least one capital letter.`,
);

const passwordLowercase: Rule = textRule(
  (text) => /\p{Ll}/u.test(text),
  msg`The input field must contain at least one non-capital character.`,
);

function passwordUniqueCharacters(count: number): Rule {
  return textRule(
    (text) => new Set(text).size >= count,
    msg`The input field must contain at least ${count} unique characters.`,
  );
}

/**
 * The rules for a new password under the server's policy, in the order a player meets them:
 * required and minimum length always (a minimum of 0 lets any length through), then each
 * character-class rule only when its flag is set.
 */
export function passwordRules(policy: PasswordPolicy): Rule[] {
  const rules: Rule[] = [required, minCharacters(policy.requiredLength)];
  if (policy.requireDigit) rules.push(passwordDigit);
  if (policy.requireNonAlphanumeric) rules.push(passwordSpecialCharacter);
  if (policy.requireUppercase) rules.push(passwordCapital);
  if (policy.requireLowercase) rules.push(passwordLowercase);
  if (policy.requiredUniqueChars > 0) rules.push(passwordUniqueCharacters(policy.requiredUniqueChars));
  return rules;
}

/** The confirmation must equal the form's `otherField` (default "password"). */
export function passwordMatch(otherField = 'password'): Rule {
  return (value, values) => {
    if (isEmpty(value)) return null;
    return value === values?.[otherField] ? null : msg`The passwords must match.`;
  };
}

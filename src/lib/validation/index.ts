// Form validation rules of the product spec (§5). Each rule returns a Lingui descriptor or null.
export { asText, isEmpty, type FormValues, type Rule } from './types.ts';
export { alphaDash, email, numeric, phone, required } from './basic.ts';
export { length, maxCharacters, maxValue, minCharacters, minValue } from './size.ts';
export { afterToday, dateAfter, dateBefore, parseDay, type DateLimit } from './dates.ts';
export {
  passwordCapital,
  passwordDigit,
  passwordLowercase,
  passwordMatch,
  passwordRules,
  passwordSpecialCharacter,
  passwordUniqueCharacters,
  type PasswordPolicy,
} from './password.ts';
export { leagueCode, notAlreadyPicked, picksLimit, termsLabel } from './game.ts';
export {
  hasMessages,
  mantineValidate,
  validateFields,
  type FieldMessages,
  type RulesByField,
  type ValidateOptions,
} from './runner.ts';

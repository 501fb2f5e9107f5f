// Form validation rules of the product spec (§5). Each rule returns a Lingui descriptor or null.
export type { Rule } from './types.ts';
export { alphaDash, email, numeric, phone, required } from './basic.ts';
export { length, maxCharacters, maxValue, minCharacters, minValue } from './size.ts';
export { afterToday, dateAfter, dateBefore, parseDay } from './dates.ts';
export { passwordMatch, passwordRules, type PasswordPolicy } from './password.ts';
export { leagueCode, notAlreadyPicked, picksLimit, termsLabel } from './game.ts';
export { hasMessages, mantineValidate, validateFields } from './runner.ts';

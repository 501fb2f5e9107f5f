// The words of the refusals the account settings' forms can meet as a 400 (core/refusals.ts), in the
// account-settings catalog: they load with its chunk. Importing this module adds them to the words every
// error display uses (src/api/refusal-words.ts). A 409 or 403 shows its status's wording instead.
import { msg } from '@lingui/core/macro';
import { addRefusalWords, type RefusalWords } from '#src/api/refusal-words.ts';

export const accountRefusalWords = {
  wrongPassword: () => msg`The current password is not correct.`,
  currentPasswordRequired: () => msg`Please enter your current password.`,
  wrongTwoFactorCode: () => msg`The code is not valid. Enter the current code from your authenticator app.`,
  unknownEmailType: ({ types }) => msg`There is no e-mail type ${types}.`,
} satisfies RefusalWords;

addRefusalWords(accountRefusalWords);

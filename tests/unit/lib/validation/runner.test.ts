import { describe, expect, it } from 'vitest';
import {
  email,
  hasMessages,
  mantineValidate,
  maxCharacters,
  minCharacters,
  required,
  validateFields,
} from '#src/lib/validation/index.ts';
import { english, i18n } from '../../english.ts';

const rules = {
  email: [required, email],
  displayName: [required, minCharacters(3), maxCharacters(5)],
  terms: [required],
};

describe('validateFields', () => {
  it('keeps one message per field by default: the first failing rule', () => {
    const result = validateFields({ email: '', displayName: 'ab', terms: false }, rules);
    expect(
      Object.fromEntries(Object.entries(result).map(([field, list]) => [field, list.map(english)])),
    ).toEqual({
      email: ['Required.'],
      displayName: ['The input field must contain at least 3 characters.'],
      terms: ['Required.'],
    });
    expect(hasMessages(result)).toBe(true);
  });

  it('keeps more messages when asked', () => {
    const result = validateFields(
      { displayName: ' ' },
      { displayName: [required, email, minCharacters(3)] },
      {
        maxMessagesPerField: 3,
      },
    );
    expect(result.displayName.map(english)).toEqual(['Required.']);

    const many = validateFields(
      { name: 'abcdefgh' },
      { name: [maxCharacters(5), maxCharacters(6), maxCharacters(7)] },
      { maxMessagesPerField: 2 },
    );
    expect(many.name.map(english)).toEqual([
      'The input field must contain less than 5 characters.',
      'The input field must contain less than 6 characters.',
    ]);
  });

  it('gives every checked field an entry, empty when valid', () => {
    const result = validateFields({ email: 'a@b.io', displayName: 'Jane', terms: true }, rules);
    expect(result).toEqual({ email: [], displayName: [], terms: [] });
    expect(hasMessages(result)).toBe(false);
  });

  it('gives a field listed without rules an empty entry', () => {
    expect(validateFields({ email: 'nope' }, { email: undefined })).toEqual({ email: [] });
  });

  it('has messages when any one field has one', () => {
    const result = validateFields({ email: 'a@b.io', displayName: 'J', terms: true }, rules);
    expect(result.email).toEqual([]);
    expect(hasMessages(result)).toBe(true);
  });

  it('passes the whole form to cross-field rules', () => {
    const result = validateFields(
      { password: 'a', confirm: 'b' },
      { confirm: [(value, values) => (value === values?.password ? null : required(''))] },
    );
    expect(result.confirm).toHaveLength(1);
  });
});

describe('mantineValidate', () => {
  it('returns translated text for failing fields only', () => {
    english(null); // activates the source catalog
    const validate = mantineValidate<{ email: string; displayName: string; terms: boolean }>(rules, i18n);
    expect(validate({ email: 'nope', displayName: 'Jane', terms: false })).toEqual({
      email: 'Invalid email format.',
      terms: 'Required.',
    });
    expect(validate({ email: 'a@b.io', displayName: 'Jane', terms: true })).toEqual({});
  });

  it('joins several messages with a line break when allowed', () => {
    english(null);
    const validate = mantineValidate<{ name: string }>({ name: [maxCharacters(2), maxCharacters(3)] }, i18n, {
      maxMessagesPerField: 2,
    });
    expect(validate({ name: 'abcd' })).toEqual({
      name: 'The input field must contain less than 2 characters.\nThe input field must contain less than 3 characters.',
    });
  });
});

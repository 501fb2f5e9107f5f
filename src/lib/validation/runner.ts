import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormValues, Rule } from './types.ts';

export type RulesByField<Field extends string = string> = Partial<Record<Field, readonly Rule[]>>;

export interface ValidateOptions {
  /** Messages kept per field; the spec's form runner shows one at a time. */
  maxMessagesPerField?: number;
}

export type FieldMessages<Field extends string = string> = Record<Field, MessageDescriptor[]>;

/**
 * Runs every field's rules in order and keeps the first failures (one by default). Every field that
 * has rules gets an entry, empty when valid, so callers can clear stale messages.
 */
export function validateFields<Field extends string>(
  values: FormValues,
  rulesByField: RulesByField<Field>,
  { maxMessagesPerField = 1 }: ValidateOptions = {},
): FieldMessages<Field> {
  const result = {} as FieldMessages<Field>;
  for (const field of Object.keys(rulesByField) as Field[]) {
    const messages: MessageDescriptor[] = [];
    for (const rule of rulesByField[field] ?? []) {
      if (messages.length >= maxMessagesPerField) break;
      const message = rule(values[field], values);
      if (message) messages.push(message);
    }
    result[field] = messages;
  }
  return result;
}

export function hasMessages(result: Readonly<Record<string, readonly MessageDescriptor[]>>): boolean {
  return Object.values(result).some((messages) => messages.length > 0);
}

/**
 * The same rules as a Mantine `useForm({ validate })` function: translated text per failing field
 * (several messages joined by a line break), nothing for valid fields.
 */
export function mantineValidate<Values extends object>(
  rulesByField: RulesByField<Extract<keyof Values, string>>,
  i18n: I18n,
  options?: ValidateOptions,
): (values: Values) => Record<string, string> {
  return (values) => {
    const errors: Record<string, string> = {};
    const messages = validateFields(values as FormValues, rulesByField, options);
    for (const [field, fieldMessages] of Object.entries<MessageDescriptor[]>(messages)) {
      if (fieldMessages.length > 0) errors[field] = fieldMessages.map((m) => i18n._(m)).join('\n');
    }
    return errors;
  };
}

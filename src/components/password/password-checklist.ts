import type { MessageDescriptor } from '@lingui/core';
import { passwordRules, type PasswordPolicy, type Rule } from '#src/lib/validation/index.ts';

export interface ChecklistItem {
  message: MessageDescriptor;
  met: boolean;
}

// Values that, between them, break every character rule: 'a' has no digit, capital or special
// character and is one character long; 'A' has no lower-case letter.
const probes = ['a', 'A'];

function ruleMessage(rule: Rule): MessageDescriptor | null {
  for (const probe of probes) {
    const message = rule(probe);
    if (message) return message;
  }
  return null; // a rule any non-empty password meets (length 1): not worth a line
}

/**
 * The policy's rules as a checklist for `password`: each rule's own message, met once the typed
 * password passes it. Nothing is met while the field is empty.
 */
export function passwordChecklist(policy: PasswordPolicy, password: string): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  for (const rule of passwordRules(policy)) {
    const message = ruleMessage(rule);
    if (message) items.push({ message, met: password !== '' && rule(password) === null });
  }
  return items;
}

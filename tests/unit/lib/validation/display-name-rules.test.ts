import { describe, expect, it } from 'vitest';
import { displayNameRules } from '#src/lib/validation/display-name-rules.ts';
import { validateFields } from '#src/lib/validation/index.ts';
import { english } from '../../english.ts';

// The server's bounds for a display name: 2 to 30 characters (code points), and one is required.
function message(name: unknown): string | null {
  const [first] = validateFields({ name }, { name: displayNameRules }).name;
  return english(first);
}

describe('displayNameRules', () => {
  it('requires a name', () => {
    expect(message('  ')).toBe('Required.');
  });

  it('takes 2 to 30 characters', () => {
    expect(message('a')).toBe('The input field must contain at least 2 characters.');
    expect(message('Jo')).toBeNull();
    expect(message('x'.repeat(30))).toBeNull();
    expect(message('😀'.repeat(30))).toBeNull();
    expect(message('x'.repeat(31))).toBe('The input field must contain less than 30 characters.');
  });
});

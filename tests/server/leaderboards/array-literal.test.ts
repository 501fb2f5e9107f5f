import { describe, expect, it } from 'vitest';
import { arrayLiteral } from '#server/modules/leaderboards/array-literal.ts';

describe('the refresh array literals', () => {
  it('writes integers, uuids and source ids unquoted', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral([3, -1, 0])).toBe('{3,-1,0}');
    expect(arrayLiteral(['0b7e4f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'p:12', 'd:2026-11-21'])).toBe(
      '{0b7e4f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b,p:12,d:2026-11-21}',
    );
  });

  it.each([['a,b'], ['a b'], ['{a}'], ['a"b'], ['a\\b'], ['']])(
    'refuses %j, which would read as another array',
    (value) => {
      expect(() => arrayLiteral(['x', value])).toThrow('An array value needs quoting');
    },
  );
});

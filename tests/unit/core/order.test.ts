import { describe, expect, it } from 'vitest';
import { compareText } from '#core/game/order.ts';

describe('compareText', () => {
  it('orders text by code unit, as < does: digits, then capitals, then small letters', () => {
    expect(compareText('a', 'b')).toBe(-1);
    expect(compareText('b', 'a')).toBe(1);
    expect(compareText('same', 'same')).toBe(0);
    expect(compareText('Zebra', 'apple')).toBe(-1);
    expect(compareText('e10', 'e9')).toBe(-1);
    expect(['b', 'e9', 'Z', 'e10', 'a'].sort(compareText)).toEqual(['Z', 'a', 'b', 'e10', 'e9']);
  });
});

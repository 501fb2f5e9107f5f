import { describe, expect, it } from 'vitest';
import { emptyUserContext, isEmptyUserContext, toUserContext, userInitials } from '#src/lib/user-context.ts';

const jane = {
  userName: 'jane',
  displayName: 'Jane Mary Smith',
  userId: 'u1',
  userTypeId: 1,
  userRoleId: 'Player',
};

describe('user context', () => {
  it('starts empty, with every field null', () => {
    expect(emptyUserContext).toEqual({
      userName: null,
      displayName: null,
      userId: null,
      userTypeId: null,
      userRoleId: null,
    });
    expect(isEmptyUserContext(emptyUserContext)).toBe(true);
    expect(isEmptyUserContext(null)).toBe(true);
    expect(isEmptyUserContext({ ...jane, userId: '' })).toBe(true);
    expect(isEmptyUserContext(jane)).toBe(false);
  });

  it('gives initials from the display name, none without a user id', () => {
    expect(userInitials(jane)).toBe('JMS');
    expect(userInitials({ ...jane, displayName: 'Guest Player 7' })).toBe('GP');
    expect(userInitials({ ...jane, userId: null })).toBe('');
  });

  it('accepts well-typed data, filling missing fields with null', () => {
    expect(toUserContext(jane)).toEqual(jane);
    expect(toUserContext({ userId: 'u2', extra: true })).toEqual({ ...emptyUserContext, userId: 'u2' });
  });

  it('refuses data of the wrong shape', () => {
    expect(toUserContext(null)).toBeNull();
    expect(toUserContext('jane')).toBeNull();
    expect(toUserContext({ userId: 7 })).toBeNull();
    expect(toUserContext({ userRoleId: ['Player'] })).toBeNull();
  });
});

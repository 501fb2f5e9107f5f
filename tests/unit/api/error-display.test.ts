import { describe, expect, it } from 'vitest';
import { describeError } from '#src/api/error-display.ts';
import { ApiError } from '#src/api/errors.ts';
import { english } from '../english.ts';

function shown(error: unknown, prefix?: string) {
  const display = describeError(error, prefix);
  return { title: english(display.title), message: english(display.message) };
}

const apiError = (code: number, message = 'server says no') => new ApiError({ code, status: code, message });

describe('describeError (docs/product.md §8, Display)', () => {
  it.each<[string, unknown, string]>([
    ['400: the server message', apiError(400, 'Display name is taken.'), 'Display name is taken.'],
    ['401', apiError(401), 'Error Processing Request: Access denied'],
    ['403', apiError(403), 'Error Processing Request: Access denied'],
    ['404', apiError(404), 'Error Processing Request: Resource not found'],
    ['429: the throttle text', apiError(429), 'Too many requests. Please try again in 30 seconds.'],
    ['500', apiError(500), 'Error Processing Request: Internal Server Error'],
    ['503', apiError(503), 'Error Processing Request: Service Unavailable'],
    ['502: the default', apiError(502), 'Error Processing Request'],
    ['409: the default', apiError(409), 'Error Processing Request'],
    ['-100: the default', apiError(-100, 'Network Error'), 'Error Processing Request'],
    ['-1: the default', apiError(-1), 'Error Processing Request'],
    ['400 without a message: the default', apiError(400, ''), 'Error Processing Request'],
    ['a plain string, as is', 'Your league is full.', 'Your league is full.'],
    ['an Error: the default', new Error('TypeError: x is undefined'), 'Error Processing Request'],
    ['nothing: the default', undefined, 'Error Processing Request'],
  ])('%s', (_case, error, message) => {
    expect(shown(error)).toEqual({ title: 'Error', message });
  });

  it.each<[unknown, string]>([
    [apiError(400, 'Display name is taken.'), 'Saving: Display name is taken.'],
    [apiError(401), 'Saving: Error Processing Request: Access denied'],
    [apiError(403), 'Saving: Error Processing Request: Access denied'],
    [apiError(404), 'Saving: Error Processing Request: Resource not found'],
    [apiError(429), 'Saving: Too many requests. Please try again in 30 seconds.'],
    [apiError(500), 'Saving: Error Processing Request: Internal Server Error'],
    [apiError(503), 'Saving: Error Processing Request: Service Unavailable'],
    [apiError(418), 'Saving: Error Processing Request'],
    ['League is full.', 'Saving: League is full.'],
  ])('joins a prefix with a colon: %#', (error, message) => {
    expect(shown(error, 'Saving')).toEqual({ title: 'Error', message });
  });

  it('ignores an empty prefix', () => {
    expect(shown(apiError(404), '').message).toBe('Error Processing Request: Resource not found');
  });

  it('keeps text from elsewhere as a plain string and the game wording as a descriptor', () => {
    expect(typeof describeError('as is').message).toBe('string');
    expect(typeof describeError(apiError(400, 'from server')).message).toBe('string');
    expect(typeof describeError(apiError(404)).message).toBe('object');
  });
});

import { describe, expect, it } from 'vitest';
import {
  messages,
  tooManyRequestsPopup,
  unexpectedErrorPopup,
  unreachableServerPopup,
  uploadFailedNotice,
  uploadSuccessfulNotice,
} from '#src/lib/messages.ts';
import { english } from '../english.ts';

describe('popup and notification texts (docs/product.md §8), exactly as written', () => {
  it.each([
    [
      unreachableServerPopup,
      'Unreachable server',
      'The server is currently unavailable, please retry later.',
    ],
    [
      tooManyRequestsPopup,
      'Too many requests',
      'You have made too many requests in a short period of time. Please try again later.',
    ],
    [
      unexpectedErrorPopup,
      'An unexpected error occurred!',
      'Press the Reload button to reload the page and retry.',
    ],
    [uploadSuccessfulNotice, 'Upload Successful', 'File was uploaded successfully'],
    [uploadFailedNotice, 'Upload Failed', 'File was not uploaded successfully, please try again'],
  ])('%#: %s', (popup, title, message) => {
    expect(english(popup.title)).toBe(title);
    expect(english(popup.message)).toBe(message);
  });

  it('has the other texts, typos included', () => {
    expect(Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, english(value)]))).toEqual(
      {
        tooManyRequests: 'Too many requests. Please try again in 30 seconds.',
        invalidOrExpiredUrl: 'The URL is either invalid or has expired',
        loginFailed: 'An error occured while trying to log you in.',
        addAuthenticatorFailed: 'An error occured while trying to add authenticator.',
        unknownError: 'An unknown error has occurred',
        savePredictionsFailed: 'Failed to save predictions, please try again',
        predictionsSaved: 'Predictions Saved',
        noCreditsAvailable: 'No credits available',
        extraPredictionRedeemed: 'Extra prediction credit redeemed',
        extraPredictionRevoked: 'Extra prediction credit revoked',
        noEventsAvailable: 'No events available yet',
        noElementsFound: 'No elements found',
        pageNotFound: 'Oops! Page not found',
        propertyCannotBeChanged: 'This property cannot be changed.',
      },
    );
  });
});

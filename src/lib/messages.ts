// Texts shown in popups and notifications across the game (docs/product.md §8), as descriptors so
// they can be defined here and translated where they are shown: i18n._(messages.predictionsSaved).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { throttleSeconds } from './constants.ts';

export interface PopupText {
  title: MessageDescriptor;
  message: MessageDescriptor;
}

/** The server cannot be reached (error code -100); offered with a Reload button. */
export const unreachableServerPopup: PopupText = {
  title: msg`Unreachable server`,
  message: msg`The server is currently unavailable, please retry later.`,
};

/** The server throttled the player (429). */
export const tooManyRequestsPopup: PopupText = {
  title: msg`Too many requests`,
  message: msg`You have made too many requests in a short period of time. Please try again later.`,
};

/** The global error dialog, offered with a Reload button. */
export const unexpectedErrorPopup: PopupText = {
  title: msg`An unexpected error occurred!`,
  message: msg`Press the Reload button to reload the page and retry.`,
};

export const uploadSuccessfulNotice: PopupText = {
  title: msg`Upload Successful`,
  message: msg`File was uploaded successfully`,
};

export const uploadFailedNotice: PopupText = {
  title: msg`Upload Failed`,
  message: msg`File was not uploaded successfully, please try again`,
};

const seconds = throttleSeconds;

// The spelling "occured" is the product's own text (docs/product.md §8) and is kept on purpose.
export const messages = {
  /** The request layer's own wording for a 429 (error code 429). */
  tooManyRequests: msg`Too many requests. Please try again in ${seconds} seconds.`,
  invalidOrExpiredUrl: msg`The URL is either invalid or has expired`,
  loginFailed: msg`An error occured while trying to log you in.`,
  addAuthenticatorFailed: msg`An error occured while trying to add authenticator.`,
  unknownError: msg`An unknown error has occurred`,
  savePredictionsFailed: msg`Failed to save predictions, please try again`,
  predictionsSaved: msg`Predictions Saved`,
  noCreditsAvailable: msg`No credits available`,
  extraPredictionRedeemed: msg`Extra prediction credit redeemed`,
  extraPredictionRevoked: msg`Extra prediction credit revoked`,
  noEventsAvailable: msg`No events available yet`,
  noElementsFound: msg`No elements found`,
  pageNotFound: msg`Oops! Page not found`,
  propertyCannotBeChanged: msg`This property cannot be changed.`,
} satisfies Record<string, MessageDescriptor>;

export { ApiError, apiErrorCodes, isApiError, networkErrorText, tooManyRequestsText } from './errors.ts';
export {
  createRequestLayer,
  type HttpMethod,
  type IncomingResponse,
  type OutgoingRequest,
  type RequestLayer,
  type RequestLayerOptions,
  type RequestOptions,
} from './request-layer.ts';
export { describeError, errorTitle, type ErrorDisplay } from './error-display.ts';
export {
  messages,
  tooManyRequestsPopup,
  unexpectedErrorPopup,
  unreachableServerPopup,
  uploadFailedNotice,
  uploadSuccessfulNotice,
  type PopupText,
} from '#src/lib/messages.ts';

import type { RequestLayer } from '#src/api/request-layer.ts';

/** api/predictions/v1/ */
export const predictionsService = 'predictions';

/** Any object with the request layer's `request`, so a test can pass a stub. */
export type ApiClient = Pick<RequestLayer, 'request'>;

// A refusal thrown anywhere on the server: the one error handler (plugins/error-handler.ts) answers it
// with its status and an ApiErrorBody carrying its code, parameters and the catalogue's sentence.
import {
  refusalMessage,
  type BareRefusalCode,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from '#core/refusals.ts';
import { statusOf } from '#core/refusal-statuses.ts';

/** `new HttpError(code)` for a bare code, `new HttpError(code, params)` otherwise; a status may follow. */
export type HttpErrorArgs<C extends RefusalCode> = C extends BareRefusalCode
  ? [params?: RefusalParams<C>, statusCode?: number]
  : [params: RefusalParams<C>, statusCode?: number];

export class HttpError extends Error {
  readonly statusCode: number;
  /** The code and parameters the body carries (not `code`: fastify and Node use that for their own). */
  readonly refusal: Refusal;

  constructor(...args: { [C in RefusalCode]: [code: C, ...HttpErrorArgs<C>] }[RefusalCode]) {
    const [code, params, statusCode] = args;
    const refusal = { code, params: params ?? {} } as Refusal;
    super(refusalMessage(refusal.code, refusal.params as never));
    this.name = 'HttpError';
    this.refusal = refusal;
    this.statusCode = statusCode ?? statusOf(code);
  }

  /** A refusal held as a value (e.g. a price check's). */
  static from(refusal: Refusal, statusCode?: number): HttpError {
    return HttpError.of(refusal.code, refusal.params as never, statusCode);
  }

  /** From a code and parameters held apart (a rules-engine check's `reason` and `params`). */
  static of<C extends RefusalCode>(code: C, params: RefusalParams<C>, statusCode?: number): HttpError {
    const args = [code, params, statusCode] as unknown as [
      code: 'invalidRequest',
      params: { detail: string },
      statusCode?: number,
    ];
    return new HttpError(...args);
  }
}

import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '#core/contract/errors.ts';
import { refusalMessage, type RefusalArgs, type RefusalCode } from '#core/refusals.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The body the server answers a refusal with: its code, its params and the catalogue's sentence. */
export function refusalBody<C extends RefusalCode>(
  status: number,
  code: C,
  ...args: RefusalArgs<C>
): ApiErrorBody {
  const [params] = args;
  const hasParams = params !== undefined && Object.keys(params).length > 0;
  return {
    statusCode: status,
    error: reasons[status] ?? 'Error',
    code,
    ...(hasParams ? { params: params as Record<string, string | number> } : {}),
    message: refusalMessage(code, ...args),
  };
}

/** An MSW answer carrying a coded refusal (ApiErrorBody). */
export function refusalAnswer<C extends RefusalCode>(
  status: number,
  code: C,
  ...args: RefusalArgs<C>
): Response {
  return HttpResponse.json(refusalBody(status, code, ...args), { status });
}

import type { PingDto } from '#core/contract/auth.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';

/** Keeps the session alive (the session time-out dialog's "Keep working"). */
export function ping(api: Pick<RequestLayer, 'request'>): Promise<PingDto> {
  return api.request<PingDto>('auth', 'ping');
}

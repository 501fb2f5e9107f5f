// The development routes (api/dev: the clock, self-granted credits, the e-mail outbox) answer only
// clients on this machine. They are on by default whenever PUBLIC_URL is localhost, and a server started
// that way with HOST=0.0.0.0 is reachable by its whole network: the outbox shows live sign-in and reset
// links, the clock settles everyone's picks. The address is the socket's, never a header a client writes;
// behind a trusted proxy (TRUST_PROXY) the client the proxy reports must be local too.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/** An onRequest hook: anyone else gets the 404 of a route that does not exist. */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)) return;
  const path = request.url.split('?', 1)[0] ?? '/';
  throw new HttpError('routeNotFound', { method: request.method, path });
}

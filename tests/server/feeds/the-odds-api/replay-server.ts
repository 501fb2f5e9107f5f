// A stand-in for api.the-odds-api.com on 127.0.0.1: it replays the fixture files (written in the documented
// shapes, docs/architecture.md §10) per path, records every request, and keeps a usage-credit account
// the way the provider does — cost per call as documented, the three quota headers on every answer,
// INVALID_KEY for a wrong key and OUT_OF_USAGE_CREDITS once the plan is spent. Error messages other than
// "Unknown sport", "API key is not valid." and "Usage quota has been reached…" are our own wording.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
}

export interface Reply {
  status?: number;
  /** A file in ./fixtures, sent as JSON. */
  fixture?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (not JSON). */
  text?: string;
  headers?: Record<string, string>;
  /** Answer after this long (for time-outs). */
  delayMs?: number;
  /** Send the headers and the first byte of the body, the rest this much later. */
  stallBodyMs?: number;
  /** Leave the quota headers out. */
  noQuotaHeaders?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query's parameter names in order, repeats included. */
  names: string[];
  query: Record<string, string>;
}

/** The documented cost of a call that succeeded (an empty /odds list is free). */
function costOf(path: string, query: URLSearchParams, body: unknown): number {
  if (path.endsWith('/odds')) {
    if (Array.isArray(body) && body.length === 0) return 0;
    const count = (name: string) => (query.get(name) ?? '').split(',').filter(Boolean).length;
    return count('markets') * count('regions');
  }
  if (path.endsWith('/scores')) return query.has('daysFrom') ? 2 : 1;
  return 0;
}

export class ReplayServer {
  readonly requests: RecordedRequest[] = [];
  /** The plan's credits and what has been spent of them. */
  readonly account = { plan: 500, used: 0 };
  readonly #routes = new Map<string, Reply[]>();
  readonly #server = createServer((request, response) => void this.#handle(request, response));
  readonly #validKey: string;

  constructor(validKey: string) {
    this.#validKey = validKey;
  }

  /** Replies for a path, in order; the last one repeats. */
  script(path: string, ...replies: Reply[]): this {
    this.#routes.set(path, replies);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.#routes.clear();
    this.account.plan = 500;
    this.account.used = 0;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #next(path: string): Reply {
    const replies = this.#routes.get(path);
    if (!replies || replies.length === 0) return { status: 404, fixture: 'error-unknown-sport.json' };
    return replies.length > 1 ? (replies.shift() as Reply) : (replies[0] as Reply);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      names: [...url.searchParams.keys()],
      query: Object.fromEntries(url.searchParams),
    });
    let reply = this.#next(url.pathname);
    if (url.searchParams.get('apiKey') !== this.#validKey)
      reply = { status: 401, fixture: 'error-invalid-key.json' };
    const status = reply.status ?? 200;
    const body = reply.fixture ? fixture(reply.fixture) : reply.body;
    let cost = status < 300 ? costOf(url.pathname, url.searchParams, body) : 0;
    let answer = { status, body, text: reply.text };
    if (cost > 0 && this.account.used + cost > this.account.plan) {
      answer = { status: 401, body: fixture('error-out-of-usage-credits.json'), text: undefined };
      cost = 0;
    }
    this.account.used += cost;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.statusCode = answer.status;
    if (!reply.noQuotaHeaders) {
      response.setHeader('x-requests-remaining', String(this.account.plan - this.account.used));
      response.setHeader('x-requests-used', String(this.account.used));
      response.setHeader('x-requests-last', String(cost));
    }
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
    if (answer.text !== undefined) {
      response.setHeader('content-type', 'text/plain');
      response.end(answer.text);
    } else {
      response.setHeader('content-type', 'application/json');
      const json = JSON.stringify(answer.body);
      if (!reply.stallBodyMs) return void response.end(json);
      response.write(json.slice(0, 1));
      await new Promise((resolve) => setTimeout(resolve, reply.stallBodyMs));
      if (!response.destroyed) response.end(json.slice(1));
    }
  }
}

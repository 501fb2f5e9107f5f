import type { Page, Request, Route } from '@playwright/test';
import { embeddedSettingsId } from '#core/contract/embedded-settings.ts';

// The few server answers a gesture cannot get from the real server (a failure, an answer that never
// comes or comes late, a reply the server never gives): the browser's requests to one API path are
// intercepted, and everything else goes to the real server untouched.

export interface Matching {
  /** Only requests with this method (GET, PUT...); any when unset. */
  method?: string;
}

/** `account/WhoAmI` → requests to /api/account/v1/WhoAmI (any query; the server's paths ignore case). */
function apiPath(path: string): RegExp {
  const [service, ...rest] = path.split('/');
  const escaped = `${service}/v1/${rest.join('/')}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/api/${escaped}(\\?.*)?$`, 'i');
}

/** Handles the next matching request with `handle`; requests of other methods pass by. */
async function interceptOnce(
  page: Page,
  path: string,
  { method }: Matching,
  handle: (route: Route) => Promise<void> | void,
): Promise<void> {
  let used = false;
  await page.route(apiPath(path), async (route: Route, request: Request) => {
    if (used || (method && request.method() !== method.toUpperCase())) return route.fallback();
    used = true;
    await handle(route);
  });
}

/** The next call to `path` answers `status` with `body` as JSON. */
export async function answerOnce(
  page: Page,
  path: string,
  status: number,
  body: unknown,
  matching: Matching = {},
): Promise<void> {
  await interceptOnce(page, path, matching, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** The next call to `path` gets the server's error answer (500, the API's error body). */
export async function failOnce(page: Page, path: string, matching: Matching = {}): Promise<void> {
  await answerOnce(
    page,
    path,
    500,
    { statusCode: 500, error: 'Internal Server Error', message: 'The server failed (a stubbed failure).' },
    matching,
  );
}

/** The next call to `path` never reaches the server (the network failed). */
export async function abortOnce(page: Page, path: string, matching: Matching = {}): Promise<void> {
  await interceptOnce(page, path, matching, (route) => route.abort('connectionrefused'));
}

/** The next call to `path` gets no answer at all while this page lives. */
export async function neverAnswerOnce(page: Page, path: string, matching: Matching = {}): Promise<void> {
  await interceptOnce(page, path, matching, () => undefined);
}

/** The next call to `path` waits; the returned function lets it go to the server and waits for its answer. */
export async function holdOnce(
  page: Page,
  path: string,
  matching: Matching = {},
): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered: Promise<void> = Promise.resolve();
  await interceptOnce(page, path, matching, (route) => {
    answered = released.then(async () => route.fulfill({ response: await route.fetch() }));
  });
  return async () => {
    release();
    await answered;
  };
}

/**
 * Holds the calls to `path` until `count` of them have been made, then answers them newest first, a
 * moment apart: for a gesture whose outcome depends on which of two calls is answered first.
 */
export async function holdThenAnswerNewestFirst(page: Page, path: string, count: number): Promise<void> {
  const held: Route[] = [];
  await page.route(apiPath(path), async (route: Route) => {
    if (held.length >= count) return route.fallback();
    held.push(route);
    if (held.length < count) return;
    for (const waiting of [...held].reverse()) {
      await waiting.fulfill({ response: await waiting.fetch() });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
}

/** The embedded settings block of a served page, its JSON between the tags. */
const embeddedSettingsBlock = new RegExp(
  `(<script type="application/json" id="${embeddedSettingsId}">)(.*?)(</script>)`,
  's',
);

/**
 * The same build as another deployment, e.g. qa: the settings' `environment` is `name` wherever the SPA
 * reads it, the copy the server embeds in every page it serves (server/http/embedded-settings.ts) and
 * /config/settings.json, which a prerendered page and the dev server still fetch. Every document is
 * rewritten, not only the first: a full navigation (the avatar to /auth/, a reload) reads the page again.
 */
export async function asDeployment(page: Page, name: string): Promise<void> {
  await page.route('**/config/settings.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), environment: name } });
  });
  await page.route('**/*', async (route, request) => {
    if (request.resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(embeddedSettingsBlock, (_block, open: string, json: string, close: string) => {
      const files = JSON.parse(json) as Record<string, Record<string, unknown>>;
      const settings = files['/config/settings.json'] ?? {};
      files['/config/settings.json'] = { ...settings, environment: name };
      return `${open}${JSON.stringify(files).replace(/</g, '\\u003c')}${close}`;
    });
    // route.fetch() decoded the body; the headers must not claim an encoding it no longer has.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}

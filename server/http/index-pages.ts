// The index.html each navigation gets: the built one with its route's preload links (route-preloads.ts),
// for the static help and policy pages their prerendered screen (prerendered.ts), and on every page the
// cookie consent dialog's copy (early-consent.ts); made once per route and kept with its brotli and gzip
// copies. A rebuild while the server runs shows at the next navigation: the pages are made again when
// index.html, the table, the prerendered pages or the SPA's settings files change on disk (config/: they
// decide the test environment banner above a prerendered screen, and every page carries them,
// embedded-settings.ts).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings, type ContentEncoding } from './content-encoding.ts';
import { withEarlyConsent } from './early-consent.ts';
import { withEmbeddedSettings, type SettingsFile } from './embedded-settings.ts';
import {
  settingsEnvironmentFile,
  parsePrerendered,
  prerenderedFile,
  prerenderedPage,
  testEnvironmentName,
  withPrerendered,
  type Prerendered,
} from './prerendered.ts';
import {
  parseRoutePreloads,
  routeFor,
  routePreloadsFile,
  withPreloads,
  type RoutePreload,
} from './route-preloads.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface EncodedPage {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

interface IndexPage {
  body: Buffer;
  encoding: ContentEncoding | null;
}

async function modifiedAt(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readIfThere(path: string, modified: number | null): Promise<string> {
  return modified === null ? '' : readFile(path, 'utf8').catch(() => '');
}

async function encode(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gz.length < identity.length ? gz : null,
  };
}

export interface IndexPages {
  /** The page for a navigation to `pathname`, in the best encoding the client accepts; undefined before a build. */
  page(pathname: string, acceptEncoding: string | string[] | undefined): Promise<IndexPage | undefined>;
}

export function createIndexPages(staticDir: string): IndexPages {
  const indexPath = join(staticDir, 'index.html');
  const tablePath = join(staticDir, routePreloadsFile);
  const prerenderedPath = join(staticDir, prerenderedFile);
  let loadedStamp: string | null = null;
  let html = '';
  let routes: RoutePreload[] = [];
  let prerendered: Prerendered | null = null;
  let testEnvironment: string | null = null;
  let settingsFiles: SettingsFile[] = [];
  let settings: { at: number | null; text: string } = { at: null, text: '' };
  /** By route pattern ('' for a path no route opens). */
  let pages = new Map<string, Promise<EncodedPage>>();

  /** Reads index.html, the table and the prerendered pages again when one changed on disk; false before a build. */
  async function load(): Promise<boolean> {
    const [indexAt, tableAt, prerenderedAt] = await Promise.all([
      modifiedAt(indexPath),
      modifiedAt(tablePath),
      modifiedAt(prerenderedPath),
    ]);
    if (indexAt === null) return false;
    const settingsPath = join(staticDir, 'config', 'settings.json');
    const settingsAt = await modifiedAt(settingsPath);
    // Read again only when it changed: it names the environment file to look at.
    if (settingsAt !== settings.at) {
      settings = { at: settingsAt, text: await readIfThere(settingsPath, settingsAt) };
    }
    const settingsText = settings.text;
    const environmentPath = join(staticDir, 'config', settingsEnvironmentFile(settingsText));
    const environmentAt = await modifiedAt(environmentPath);
    const stamp = `${indexAt}:${tableAt}:${prerenderedAt}:${settingsAt}:${environmentPath}:${environmentAt}`;
    if (stamp === loadedStamp) return true;
    const [indexText, tableText, prerenderedText] = await Promise.all([
      readFile(indexPath, 'utf8'),
      readIfThere(tablePath, tableAt),
      readIfThere(prerenderedPath, prerenderedAt),
    ]);
    html = indexText;
    routes = parseRoutePreloads(tableText);
    prerendered = parsePrerendered(prerenderedText);
    const environmentText = await readIfThere(environmentPath, environmentAt);
    testEnvironment = testEnvironmentName(settingsText, environmentText);
    settingsFiles = [
      { url: '/config/settings.json', text: settingsText },
      { url: `/config/${settingsEnvironmentFile(settingsText)}`, text: environmentText },
    ];
    pages = new Map();
    loadedStamp = stamp;
    return true;
  }

  return {
    async page(pathname, acceptEncoding) {
      if (!(await load())) return undefined;
      const route = routeFor(routes, pathname);
      const key = route?.path ?? '';
      let encoded = pages.get(key);
      if (!encoded) {
        const screen = prerenderedPage(prerendered, route?.path);
        // A prerendered page's text is its first and largest paint, from the HTML: the settings' round
        // trips come after it, and without them the app's first render ran before that paint.
        // Every page carries the consent dialog's copy: a new visitor's largest paint (early-consent.ts).
        const early = (page: string) => (prerendered ? withEarlyConsent(page, prerendered) : page);
        encoded = encode(
          screen && prerendered
            ? withPrerendered(
                early(withPreloads(html, route, { applyStyles: true })),
                prerendered,
                screen,
                testEnvironment,
              )
            : early(withPreloads(withEmbeddedSettings(html, settingsFiles), route)),
        );
        pages.set(key, encoded);
      }
      const page = await encoded;
      for (const encoding of acceptedEncodings(acceptEncoding)) {
        const body = page[encoding];
        if (body) return { body, encoding };
      }
      return { body: page.identity, encoding: null };
    },
  };
}

// The index.html each navigation gets: the built one with its route's preload links (route-preloads.ts),
// made once per route and kept with its brotli and gzip copies. A rebuild while the server runs shows at
// the next navigation: the pages are made again when index.html or the table changes on disk.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings, type ContentEncoding } from './content-encoding.ts';
import { parseRoutePreloads, routeFor, withPreloads, type RoutePreload } from './route-preloads.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The build's table of each route's chunks (scripts/route-preloads.ts routePreloadsFile). */
const routePreloadsFile = 'route-preloads.json';

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
  let loadedStamp: string | null = null;
  let html = '';
  let routes: RoutePreload[] = [];
  /** By route pattern ('' for a path no route opens). */
  let pages = new Map<string, Promise<EncodedPage>>();

  /** Reads index.html and the table again when either changed on disk; false before a build. */
  async function load(): Promise<boolean> {
    const [indexAt, tableAt] = await Promise.all([modifiedAt(indexPath), modifiedAt(tablePath)]);
    if (indexAt === null) return false;
    const stamp = `${indexAt}:${tableAt}`;
    if (stamp === loadedStamp) return true;
    const [indexText, tableText] = await Promise.all([
      readFile(indexPath, 'utf8'),
      tableAt === null ? Promise.resolve('') : readFile(tablePath, 'utf8').catch(() => ''),
    ]);
    html = indexText;
    routes = parseRoutePreloads(tableText);
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
        encoded = encode(withPreloads(html, route));
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

// The index.html a navigation gets names the chunks of the screen its path opens (`<link rel=
// "modulepreload">` and `<link rel="preload" as="style">`), from the table the build writes
// (scripts/route-preloads.ts → dist/route-preloads.json): the browser fetches them alongside the main
// script instead of after it has run (issue #18). A missing or unreadable table only means no preloads.

/** The table's file, under the build's outDir: scripts/route-preloads.ts writes it, the server reads it. */
export const routePreloadsFile = 'route-preloads.json';

export interface RoutePreload {
  /** The route's path pattern (react-router syntax: `:param`, a trailing `*`). */
  path: string;
  /** Script chunks beyond the entry's, as absolute URLs, in load order (the screen's first). */
  modules: string[];
  /** Their style sheets, as absolute URLs. */
  styles: string[];
}

const assetUrl = /^\/[A-Za-z0-9._~/-]+$/;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && assetUrl.test(item));
}

/** The build's table, or [] when the text is not one (an older build, a hand-edited file). */
export function parseRoutePreloads(text: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  return routes.filter(
    (route): route is RoutePreload =>
      typeof route === 'object' &&
      route !== null &&
      typeof (route as RoutePreload).path === 'string' &&
      isStringArray((route as RoutePreload).modules) &&
      isStringArray((route as RoutePreload).styles),
  );
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * How well a route pattern matches a path, react-router's way (static segments outrank `:params`, which
 * outrank a trailing `*`; case-insensitive), or null when it does not match.
 */
function matchScore(pattern: string, pathSegments: string[]): number | null {
  const patternSegments = segmentsOf(pattern);
  const splat = patternSegments.at(-1) === '*';
  const fixed = splat ? patternSegments.slice(0, -1) : patternSegments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) return null;
  let score = splat ? -2 : 0;
  for (const [index, segment] of fixed.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === actual.toLowerCase()) score += 10;
    else return null;
  }
  return score;
}

/** The route a path opens, as the SPA's router would choose it. */
export function routeFor(routes: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  const pathSegments = segmentsOf(pathname);
  let best: RoutePreload | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const route of routes) {
    const score = matchScore(route.path, pathSegments);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * index.html with the route's preload links at the end of its head. `applyStyles`: the page's HTML is
 * already in the body (prerendered.ts), so its style sheets are linked, not only preloaded, to apply from
 * the first paint (the chunk's loader finds them and does not add them again).
 */
export function withPreloads(
  indexHtml: string,
  route: RoutePreload | undefined,
  { applyStyles = false }: { applyStyles?: boolean } = {},
): string {
  if (!route || (route.modules.length === 0 && route.styles.length === 0)) return indexHtml;
  const styleLink = applyStyles ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const links = [
    ...route.styles.map((href) => `<link ${styleLink} crossorigin href="${href}">`),
    // crossorigin as Vite's own tags have it: a preload is used only when its credentials mode matches.
    ...route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  const headEnd = indexHtml.indexOf('</head>');
  if (headEnd === -1) return indexHtml;
  return `${indexHtml.slice(0, headEnd)}  ${links}\n  ${indexHtml.slice(headEnd)}`;
}

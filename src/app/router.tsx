import { useLayoutEffect, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { routePaths, type RouteName } from '#src/lib/routes/paths.ts';
import { routeTable, type PlainRouteName, type RouteEntry } from './route-table.ts';
import { RouteMatchesContext, routeHandle } from './routing/route-handle.ts';
import { AppLayout } from './shell/AppLayout.tsx';

const table: Record<RouteName, RouteEntry> = routeTable;
const routeNames = Object.keys(table) as RouteName[];

/** A route's path below its parent's (both absolute patterns), without slashes at either end. */
function pathBelow(pattern: string, parentPattern: string): string {
  return pattern.slice(parentPattern.length).replace(/^\/+|\/+$/gu, '');
}

const redirectTo = (name: PlainRouteName) => <Navigate replace to={routePaths[name]} />;

function toRouteObject(name: RouteName, parentPattern: string): RouteObject {
  const entry = table[name];
  const path = pathBelow(routePaths[name], parentPattern);
  const place = path === '' ? { index: true as const } : { path };
  if ('redirect' in entry) return { ...place, element: redirectTo(entry.redirect) };
  const children = childrenOf(name, routePaths[name]);
  if (entry.indexRedirect) children.unshift({ index: true, element: redirectTo(entry.indexRedirect) });
  const handle = routeHandle(entry.handleName ?? name, entry.title);
  if ('index' in place) return { ...place, Component: entry.screen, ...handle };
  return { path, Component: entry.screen, ...handle, ...(children.length > 0 ? { children } : {}) };
}

function childrenOf(parent: RouteName | undefined, parentPattern: string): RouteObject[] {
  return routeNames
    .filter((name) => {
      const entry = table[name];
      return ('parent' in entry ? entry.parent : undefined) === parent;
    })
    .map((name) => toRouteObject(name, parentPattern));
}

/** The router's routes, built from the route table: the shell around every screen (which catches a screen's errors). */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <AppLayout />, children: childrenOf(undefined, '/') },
];

// Declarative routing (useRoutes) rather than the data router: the app loads no route data, and the
// data router's machinery is a tenth of the first page's script budget.

/** Navigation from outside React (a 403 sends the player to /notfound) and what tests look at. */
export interface AppRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number): void;
}

interface BindableRouter extends AppRouter {
  bind(navigate: NavigateFunction, location: Location): void;
}

const startLocation: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

/** A router handle that AppRoutes binds to the router it renders in. */
export function createAppRouter(): AppRouter {
  let navigateNow: NavigateFunction | null = null;
  let pending: (To | number)[] = [];
  const state = { location: startLocation };
  const router: BindableRouter = {
    state,
    navigate(to) {
      if (navigateNow === null) pending.push(to);
      else if (typeof to === 'number') void navigateNow(to);
      else void navigateNow(to);
    },
    bind(navigate, location) {
      navigateNow = navigate;
      state.location = location;
      const queued = pending;
      pending = [];
      for (const to of queued) router.navigate(to);
    },
  };
  return router;
}

function isBindable(router: AppRouter): router is BindableRouter {
  return 'bind' in router;
}

/** Loads the screens `pathname` opens ahead of the first render; never fails (the render reports). */
export function preloadScreens(pathname: string): Promise<unknown> {
  const screens = (matchRoutes(appRoutes, pathname) ?? []).map(({ route }) =>
    (route.Component as { preload?: () => Promise<unknown> } | undefined)?.preload?.(),
  );
  return Promise.all(screens).catch(() => undefined);
}

/** The route table rendered at the current location, with its matches for the shell. */
export function AppRoutes({ router }: { router: AppRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (isBindable(router)) router.bind(navigate, location);
  }, [router, navigate, location]);
  const matches = useMemo(() => matchRoutes(appRoutes, location) ?? [], [location]);
  const element = useRoutes(appRoutes, location);
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}

import { useLayoutEffect, useMemo } from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router-dom';
import { RouteMatchesContext } from './routing/route-handle.ts';
import { appRoutes } from './routes.tsx';

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

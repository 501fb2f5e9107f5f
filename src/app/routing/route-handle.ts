import { createContext, use } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Params, RouteMatch } from 'react-router-dom';

/** What a route tells the shell about itself: its name (body class) and its page title. */
export interface RouteHandle {
  name: string;
  title: MessageDescriptor;
}

export function routeHandle(name: string, title: MessageDescriptor): { handle: RouteHandle } {
  return { handle: { name, title } };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;
}

/** The matched routes of the current location, outermost first (provided by AppRoutes). */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

export interface CurrentRoute {
  handle: RouteHandle | null;
  params: Params;
}

/** The deepest matched route that names itself. */
export function useCurrentRoute(): CurrentRoute {
  const matches = use(RouteMatchesContext);
  const named = matches.filter((match) => isRouteHandle(match.route.handle));
  const deepest = named.at(-1)?.route.handle;
  return {
    handle: isRouteHandle(deepest) ? deepest : null,
    params: matches.at(-1)?.params ?? {},
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { useMatches, type UIMatch } from 'react-router-dom';

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

export interface CurrentRoute {
  handle: RouteHandle | null;
  params: UIMatch['params'];
}

/** The deepest matched route that names itself. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const named = matches.filter((match) => isRouteHandle(match.handle));
  const deepest = named.at(-1);
  return {
    handle: deepest && isRouteHandle(deepest.handle) ? deepest.handle : null,
    params: matches.at(-1)?.params ?? {},
  };
}

import { useLayoutEffect } from 'react';
import { useLingui } from '@lingui/react';
import { pageTitle } from '#src/config/settings.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useCurrentRoute } from './route-handle.ts';

const cssSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]/gu, '');

/** `route-CurrentSport sport-Football`: lets styles differ per screen and per sport. */
function bodyClasses(routeName: string | undefined, sport: string | undefined): string[] {
  const classes: string[] = [];
  if (routeName) classes.push(`route-${cssSafe(routeName)}`);
  if (sport && cssSafe(sport)) classes.push(`sport-${cssSafe(sport)}`);
  return classes;
}

/** The page title and body classes of the current route. */
export function RouteEffects() {
  const { _ } = useLingui();
  const { settings } = useAppServices();
  const { handle, params } = useCurrentRoute();

  const base = pageTitle(settings.baseTitle, settings.environment);
  const title = handle ? `${_(handle.title)} | ${base}` : base;
  // Layout effects: the title and classes change in the same commit as the screen they describe, so
  // per-route styles never show on the wrong screen for a frame.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  const classes = bodyClasses(handle?.name, params.sport).join(' ');
  useLayoutEffect(() => {
    const list = classes.split(' ').filter(Boolean);
    document.body.classList.add(...list);
    return () => document.body.classList.remove(...list);
  }, [classes]);

  return null;
}

import { describe, expect, expectTypeOf, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '#src/app/router.tsx';
import { routeTable, type RouteEntry } from '#src/app/route-table.ts';
import { fillPath, namedRoutes, routePaths, type RouteName } from '#src/lib/routes/paths.ts';

const table: Record<RouteName, RouteEntry> = routeTable;
const names = Object.keys(routePaths) as RouteName[];

/** A URL the pattern matches: each `:param` filled, a `*` standing for a deeper path. */
const sampleUrl = (pattern: string) => fillPath(pattern, ['p1', 'p2', 'p3']).replace(/\*$/u, 'some/page');

describe('the route table', () => {
  it('has exactly one entry for every route path', () => {
    expect(Object.keys(routeTable).sort()).toEqual([...names].sort());
  });

  it.each(names)('routes the path of %s to its own entry', (name) => {
    const matches = matchRoutes(appRoutes, sampleUrl(routePaths[name])) ?? [];
    const entry = table[name];
    // A layout's bare path ends on the index route that redirects to its first section.
    const deepest = matches.at('indexRedirect' in entry ? -2 : -1)?.route;
    if ('redirect' in entry) {
      expect(deepest?.element).toBeTruthy();
      expect(deepest?.handle).toBeUndefined();
      return;
    }
    expect(deepest?.Component).toBe(entry.screen);
    expect(deepest?.handle).toEqual({ name: entry.handleName ?? name, title: entry.title });
  });

  it('keeps the body-class names the shell has always used', () => {
    const handleName = (url: string) => (matchRoutes(appRoutes, url) ?? []).at(-1)?.route.handle?.name;
    expect(handleName('/auth/')).toBe('authApp');
    expect(handleName('/auth/no-such-page')).toBe('notFound');
    expect(handleName('/account-settings/personal-details')).toBe('personalDetails');
    expect(handleName('/account-settings/two-factor-authentication')).toBe('twoFactorAuthentication');
    expect(handleName('/account-settings/email-preferences')).toBe('emailPreferences');
    expect(handleName('/league/17/join')).toBe('joinLeague');
    expect(handleName('/bundle/SPRING25/redeem')).toBe('redeemBundle');
    expect(handleName('/no/such/page')).toBe('notFound');
  });

  it('renders the account-settings sections inside their layout', () => {
    const matches = matchRoutes(appRoutes, '/account-settings/change-password') ?? [];
    expect(matches.map((match) => match.route.handle?.name)).toEqual([
      undefined,
      'AccountSettings',
      'accountChangePassword',
    ]);
    const bare = matchRoutes(appRoutes, '/account-settings') ?? [];
    expect(bare.at(-1)?.route.index).toBe(true);
  });
});

describe('named routes', () => {
  it('build each linkable path, filling and encoding its params', () => {
    expect(namedRoutes.Landing()).toBe('/');
    expect(namedRoutes.signIn()).toBe('/auth/');
    expect(namedRoutes.accountPersonalDetails()).toBe('/account-settings/personal-details');
    expect(namedRoutes.CurrentSport('Ice Hockey')).toBe('/play/Ice%20Hockey');
    expect(namedRoutes.ArchivedSeason('Football', 'soccer_epl', 's-2025')).toBe(
      '/play/Football/soccer_epl/s-2025',
    );
    expect(namedRoutes.joinLeagueById('17')).toBe('/league/17/join');
  });

  it('take one argument per param and leave out the catch-alls', () => {
    expectTypeOf(namedRoutes.Landing).parameters.toEqualTypeOf<[]>();
    expectTypeOf(namedRoutes.CurrentSport).parameters.toEqualTypeOf<[string]>();
    expectTypeOf(namedRoutes.CurrentCompetition).parameters.toEqualTypeOf<[string, string]>();
    expect('anyOtherPath' in namedRoutes).toBe(false);
    expect('adminApp' in namedRoutes).toBe(false);
  });
});

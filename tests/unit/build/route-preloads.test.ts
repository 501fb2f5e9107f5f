import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePaths } from '#src/lib/routes/paths.ts';
import { readScreenRoutes } from '../../../scripts/route-preloads.ts';

// The build reads the route table as data (scripts/route-preloads.ts): if the table's shape changes so
// that a route's screen is no longer found, its page would silently lose its preloads.
const table = readScreenRoutes(readFileSync('src/app/route-table.ts', 'utf8'));

describe('the route table, read as data by the build', () => {
  it('gives every route but the redirects a screen whose module is a lazy import', () => {
    const withoutScreen = Object.keys(routePaths).filter((name) => !table.routes.has(name));
    expect(withoutScreen).toEqual(['paymentCancelled']);
    for (const { screen } of table.routes.values()) {
      expect(table.screens.get(screen), screen).toMatch(/^#src\/.+\.tsx$/);
    }
  });

  it('knows the account settings sections sit inside their layout', () => {
    expect(table.routes.get('accountTwoFactor')).toEqual({ screen: 'twoFactor', parent: 'AccountSettings' });
    expect(table.routes.get('howToPlay')).toEqual({ screen: 'howToPlay' });
    expect(table.screens.get('howToPlay')).toBe('#src/features/help/HowToPlayPage.tsx');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePaths } from '#src/lib/routes/paths.ts';
import { readScreenRoutes } from '../../../scripts/route-preloads.ts';
import { screenBox } from '#server/http/prerendered.ts';
import { prerenderedRoutes } from '../../../scripts/prerender.ts';

// The build prerenders the static pages (scripts/prerender.ts) and the server fills index.html's empty
// screen box with them, looking each one up by its route's pattern (server/http/prerendered.ts).
const table = readScreenRoutes(readFileSync('src/app/route-table.ts', 'utf8'));

describe('the prerendered pages', () => {
  it('are routes with a screen and a fixed path, so the server finds each by its pattern', () => {
    const names = Object.entries(routePaths);
    for (const path of prerenderedRoutes) {
      expect(path).toMatch(/^\/[A-Za-z/-]+$/u);
      const [name] = names.find(([, pattern]) => pattern === path) ?? [];
      expect(name && table.routes.has(name), path).toBe(true);
    }
  });

  it("have their place in index.html: the shell's empty screen box, inside #indexApp", () => {
    const html = readFileSync('index.html', 'utf8');
    const app = html.slice(html.indexOf('<div id="indexApp">'));
    expect(app).toContain(screenBox);
  });
});

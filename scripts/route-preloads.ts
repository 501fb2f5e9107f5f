// Which script and style chunks each route's screen needs, written at build time to
// `dist/route-preloads.json`, so that the server (server/plugins/spa.ts) can name them in the HTML it
// serves for that path (`<link rel="modulepreload">`). Without it a phone fetches the main script, runs it,
// and only then learns which screen chunk (and its texts' catalog) to ask for: one more round trip before
// anything of the page shows (issue #18).
//
// The route → screen module table is read from src/app/route-table.ts with the TypeScript parser rather
// than imported: that module uses Lingui's macros, which only run inside the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin, Rollup } from 'vite';
import { routePreloadsFile, type RoutePreload } from '../server/http/route-preloads.ts';
import { routePaths } from '../src/lib/routes/paths.ts';

interface ScreenRoutes {
  /** Screen name → the module its lazy import loads (a `#src/...` specifier). */
  screens: Map<string, string>;
  /** Route name → its screen's name and its layout route's name. */
  routes: Map<string, { screen: string; parent?: string }>;
}

function objectLiteralOf(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      let init = node.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
      if (init && ts.isObjectLiteralExpression(init)) found = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`route-table.ts: no object literal named ${name}`);
  return found;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The first `import('…')` specifier inside a node. */
function importSpecifierIn(node: ts.Node): string | undefined {
  let specifier: string | undefined;
  const visit = (child: ts.Node): void => {
    if (specifier) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      specifier = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return specifier;
}

/** The `screens` and `routeTable` objects of route-table.ts, as data. */
export function readScreenRoutes(routeTableSource: string): ScreenRoutes {
  const source = ts.createSourceFile('route-table.ts', routeTableSource, ts.ScriptTarget.Latest, true);
  const screens = new Map<string, string>();
  for (const property of objectLiteralOf(source, 'screens').properties) {
    const name = propertyName(property);
    const specifier = importSpecifierIn(property);
    if (name && specifier) screens.set(name, specifier);
  }
  const routes = new Map<string, { screen: string; parent?: string }>();
  for (const property of objectLiteralOf(source, 'routeTable').properties) {
    const name = propertyName(property);
    if (!name || !ts.isPropertyAssignment(property)) continue;
    const entry = property.initializer;
    if (!ts.isObjectLiteralExpression(entry)) continue;
    let screen: string | undefined;
    let parent: string | undefined;
    for (const field of entry.properties) {
      if (!ts.isPropertyAssignment(field)) continue;
      const key = propertyName(field);
      if (key === 'screen' && ts.isPropertyAccessExpression(field.initializer)) {
        screen = field.initializer.name.text;
      } else if (key === 'parent' && ts.isStringLiteral(field.initializer)) {
        parent = field.initializer.text;
      }
    }
    if (screen) routes.set(name, parent ? { screen, parent } : { screen });
  }
  return { screens, routes };
}

/** `#src/features/x.tsx` → the absolute path Rollup names as a chunk's facade module. */
function modulePath(root: string, specifier: string): string {
  if (!specifier.startsWith('#src/')) throw new Error(`route-table.ts: unexpected import ${specifier}`);
  return resolve(root, 'src', specifier.slice('#src/'.length));
}

/** A chunk and every chunk it imports statically, not counting the entry's own (already in the HTML). */
function chunkClosure(
  start: Rollup.OutputChunk,
  chunks: Map<string, Rollup.OutputChunk>,
  loaded: Set<string>,
): Rollup.OutputChunk[] {
  const order: Rollup.OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk): void => {
    if (seen.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    order.push(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return order;
}

function stylesOf(chunk: Rollup.OutputChunk): string[] {
  const metadata = (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } })
    .viteMetadata;
  return [...(metadata?.importedCss ?? [])];
}

/** Every route with a screen, and the chunks that screen (and its layout's) needs beyond the entry's. */
export function routePreloads(
  root: string,
  table: ScreenRoutes,
  bundle: Rollup.OutputBundle,
  base = '/',
): RoutePreload[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, output);
    if (output.facadeModuleId) byModule.set(output.facadeModuleId, output);
  }
  // What index.html already loads: the entry and its static imports.
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) for (const file of [chunk.fileName, ...chunk.imports]) loaded.add(file);
  }
  const url = (file: string) => `${base}${file}`;
  const preloads: RoutePreload[] = [];
  for (const [routeName, path] of Object.entries(routePaths)) {
    const screenChain: string[] = [];
    for (let name: string | undefined = routeName; name; name = table.routes.get(name)?.parent) {
      const route = table.routes.get(name);
      if (route) screenChain.unshift(route.screen);
    }
    if (screenChain.length === 0) continue; // a redirect
    const modules: string[] = [];
    const styles: string[] = [];
    for (const screen of screenChain) {
      const specifier = table.screens.get(screen);
      if (!specifier) throw new Error(`route-table.ts: screen ${screen} has no import`);
      const chunk = byModule.get(modulePath(root, specifier));
      if (!chunk) throw new Error(`No chunk for ${specifier}: is it still a lazy import?`);
      for (const part of chunkClosure(chunk, chunks, loaded)) {
        if (!modules.includes(url(part.fileName))) modules.push(url(part.fileName));
        for (const style of stylesOf(part)) if (!styles.includes(url(style))) styles.push(url(style));
      }
    }
    preloads.push({ path, modules, styles });
  }
  return preloads;
}

/**
 * The Vite plugin: writes route-preloads.json beside index.html once the bundle is final (Vite drops the
 * script stubs of style-only chunks in its own generateBundle, so earlier the table would name them).
 */
export function routePreloadsPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'longshot-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options, bundle) {
      const table = readScreenRoutes(readFileSync(join(root, 'src', 'app', 'route-table.ts'), 'utf8'));
      const preloads = routePreloads(root, table, bundle, base);
      const outDir = options.dir ?? join(root, 'dist');
      writeFileSync(join(outDir, routePreloadsFile), `${JSON.stringify({ routes: preloads }, null, 2)}\n`);
    },
  };
}

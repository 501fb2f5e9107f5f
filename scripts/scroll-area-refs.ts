// Mantine's ScrollArea takes one small hook, `useMergeRefs`, from @floating-ui/react, and that package is a
// single module: whatever screen draws a table (Mantine's Table imports ScrollArea) or a modal loaded the
// positioning of tooltips and popovers with it, 13.5 KB brotli on /play, sport pages and /leagues before
// their first paint (issue #18). This plugin points that one import at the same hook copied into
// src/lib/use-merge-refs.ts; Tooltip, Popover and the rest still import floating-ui itself.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/u;
export const mergeRefsCopy = fileURLToPath(new URL('../src/lib/use-merge-refs.ts', import.meta.url));

/** Where an import resolves instead, or null to leave it to Vite. */
export function redirectedImport(source: string, importer: string | undefined): string | null {
  return source === '@floating-ui/react' && importer !== undefined && scrollArea.test(importer)
    ? mergeRefsCopy
    : null;
}

export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'longshot-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return redirectedImport(source, importer);
    },
  };
}

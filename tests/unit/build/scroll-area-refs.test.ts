import { describe, expect, it } from 'vitest';
import { mergeRefsCopy, redirectedImport } from '../../../scripts/scroll-area-refs.ts';

// Only Mantine's ScrollArea is given the copied hook; every other import of floating-ui stays floating-ui.
const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';

describe('the ScrollArea refs redirect', () => {
  it("sends ScrollArea's import of @floating-ui/react to the copy", () => {
    expect(redirectedImport('@floating-ui/react', scrollArea)).toBe(mergeRefsCopy);
    expect(redirectedImport('@floating-ui/react', scrollArea.replaceAll('/', '\\'))).toBe(mergeRefsCopy);
    expect(mergeRefsCopy).toMatch(/src[\\/]lib[\\/]use-merge-refs\.ts$/u);
  });

  it('leaves every other import alone', () => {
    const tooltip = '/app/node_modules/@mantine/core/esm/components/Tooltip/use-tooltip.mjs';
    expect(redirectedImport('@floating-ui/react', tooltip)).toBeNull();
    expect(redirectedImport('@floating-ui/react', undefined)).toBeNull();
    expect(redirectedImport('react', scrollArea)).toBeNull();
    expect(redirectedImport('@floating-ui/react', `${scrollArea}.map`)).toBeNull();
  });
});

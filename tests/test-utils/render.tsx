import type { ReactNode } from 'react';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { cssVariablesResolver, theme } from '#src/app/theme.ts';
import { i18n } from '#src/i18n/i18n.ts';

// Mantine's vite-template idiom: the app's theme, and env="test" to turn off transitions and portals
// so assertions are immediate. For the whole app (shell, router, services) use renderApp from ./app.tsx.
export function render(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          {children}
        </MantineProvider>
      </I18nProvider>
    ),
    ...options,
  });
}

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';

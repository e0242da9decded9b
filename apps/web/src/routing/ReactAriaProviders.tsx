import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useRouter } from '@tanstack/react-router';
import { UiProvider } from '../ui/UiProvider';

export interface ReactAriaProvidersProps {
  children: ReactNode;
}

/**
 * What react-aria's components need around them: the app's language (UiProvider) and links that navigate through
 * the router. Rendered by the layouts of the lazy routes (login pages, protected pages, UI catalogue), not by the
 * root: react-aria is then not part of the first route (docs/performance.md, first-route budget).
 */
export function ReactAriaProviders({ children }: ReactAriaProvidersProps) {
  const router = useRouter();
  return (
    <UiProvider>
      <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>{children}</AriaRouterProvider>
    </UiProvider>
  );
}

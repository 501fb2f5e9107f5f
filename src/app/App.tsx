import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import type { AppServices } from './services/AppServices.tsx';
import type { AppRouter } from './router.tsx';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

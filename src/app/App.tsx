import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import type { AppServices } from '#src/lib/services/AppServices.tsx';
import { AppRoutes, type AppRouter } from './router.tsx';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes router={router} />
      </BrowserRouter>
    </AppProviders>
  );
}

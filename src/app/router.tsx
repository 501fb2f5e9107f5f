import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes.tsx';

/** The browser's router over the app's route table (tests use createMemoryRouter on the same table). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The back office's entry (issue 52): its own HTML page and build (vite.admin.config.ts), so the storefront never
 * loads it. Served by the same server at <base path>admin/ (server/http/admin-app.ts), signed in by the sf_admin cookie.
 */
import '../styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, redirect, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '#openapi/client';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { staffSelfQuery } from './queries';

const queryClient = new QueryClient();

const rootRoute = createRootRoute({ component: Outlet });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async () => {
    try {
      await queryClient.ensureQueryData(staffSelfQuery);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw redirect({ to: '/login' });
      throw error;
    }
  },
  component: HomePage,
});

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });

// The server writes <base href="<base path>admin/">: the router lives under it.
const basepath = new URL(document.baseURI).pathname.replace(/\/$/, '');

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, loginRoute]), basepath });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

/**
 * The back office's entry (issue 52): its own HTML page and build (vite.admin.config.ts), so the storefront never
 * loads it. Served by the same server at <base path>admin/ (server/http/admin-app.ts), signed in by the sf_admin cookie.
 */
import '../styles/global.css';
import { QueryCache, QueryClientProvider } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { ApiError } from '#openapi/client';
import { customersRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { inboxRoutes } from './inbox/routes';
import { LoginPage } from './LoginPage';
import { mailsRoutes } from './mails/routes';
import { SetPasswordPage } from './SetPasswordPage';
import { ordersSearch } from './orders/search';
import { staffSelfQuery } from './queries';
import { ReadAfterWriteQueryClient } from '#src/ui/readAfterWrite';
import { Shell } from './shell/Shell';
import { stockRoutes } from './stock/routes';
import { productRoutes } from './products/routes';
import { couponRoutes } from './coupons/routes';
import { searchRoutes } from './search/routes';
import { categoryRoutes } from './categories/routes';
import { catalogRoutes } from './catalog/routes';
import { settingsRoutes } from './settings/routes';

// Each screen is a chunk of its own, fetched when its route is first shown: the back office's entry holds the shell,
// the sign-in and what every screen shares, not every screen (decision 0088).
const OrdersPage = lazyRouteComponent(() => import('./orders/OrdersPage'), 'OrdersPage');
const OrderPage = lazyRouteComponent(() => import('./orders/OrderPage'), 'OrderPage');
const ActivityPage = lazyRouteComponent(() => import('./activity/ActivityPage'), 'ActivityPage');

const queryClient = new ReadAfterWriteQueryClient({
  queryCache: new QueryCache({
    // A session that ended while a screen was open (idle for 30 minutes, or 12 hours old): to the sign-in at the next
    // read, as a visit without one goes.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) return;
      queryClient.removeQueries({ queryKey: staffSelfQuery.queryKey });
      void router.navigate({ to: '/login' as never });
    },
  }),
  defaultOptions: {
    // A session that ended sends her to sign in again, wherever she was.
    queries: { retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2 },
  },
});

/** The page is the app's from here: said on #root, as the storefront says it, for whoever waits on it (the tests). */
function Root() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);
  return <Outlet />;
}

const rootRoute = createRootRoute({ component: Root });

const signedIn = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async () => {
    try {
      await queryClient.ensureQueryData(staffSelfQuery);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw redirect({ to: '/login' as never });
      throw error;
    }
  },
  component: Shell,
});

const home = createRoute({
  getParentRoute: () => signedIn,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/orders' as never });
  },
});

const orders = createRoute({
  getParentRoute: () => signedIn,
  path: '/orders',
  validateSearch: ordersSearch,
  component: function Orders() {
    return <OrdersPage search={orders.useSearch()} />;
  },
});

const order = createRoute({
  getParentRoute: () => signedIn,
  path: '/orders/$orderId',
  params: { parse: ({ orderId }) => ({ orderId: z.coerce.number().int().min(1).parse(orderId) }) },
  component: function Order() {
    const { orderId } = order.useParams();
    return <OrderPage key={orderId} orderId={orderId} />;
  },
});

const activity = createRoute({
  getParentRoute: () => signedIn,
  path: '/activity',
  component: ActivityPage,
});

const login = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });
const setPassword = createRoute({ getParentRoute: () => rootRoute, path: '/set-password', component: SetPasswordPage });

// The server writes <base href="<base path>admin/">: the router lives under it.
const basepath = new URL(document.baseURI).pathname.replace(/\/$/, '');

const router = createRouter({
  routeTree: rootRoute.addChildren([
    signedIn.addChildren([
      home,
      orders,
      order,
      activity,
      inboxRoutes(signedIn),
      stockRoutes(signedIn),
      productRoutes(signedIn),
      categoryRoutes(signedIn),
      couponRoutes(signedIn),
      searchRoutes(signedIn),
      catalogRoutes(signedIn),
      dashboardRoutes(signedIn),
      customersRoutes(signedIn),
      mailsRoutes(signedIn),
      settingsRoutes(signedIn),
    ]),
    login,
    setPassword,
  ]),
  basepath,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

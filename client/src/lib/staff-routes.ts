import { lazyFn, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { titled, type PageTitle } from './page-title.ts';
import type { RouterContext } from './router-context.ts';
import { paymentsSearch, subscriptionsSearch, ticketsSearch } from './staff-table-urls.ts';
import type { SearchParser } from './table-url.ts';

// The screens that both staff areas show (payments, subscriptions, the support desk): one route
// definition each, which /admin/... and /agent/... both take, so the two cannot drift apart.
// The router's code splitter only splits options written in the route file, so these name their
// chunks themselves: the screen and its loader load with the navigation, never in the first load
// (ADR 019); only the title and the search parser (run at route matching) stay here.

const states = () => import('../components/RouteStates.tsx');
const payments = () => import('../routes/-staff/payments.tsx');
const subscriptions = () => import('../routes/-staff/subscriptions.tsx');
const desk = () => import('../routes/-staff/desk.tsx');

type TableLoader<S> = (match: { context: RouterContext; deps: S }) => Promise<unknown>;

function tableRoute<S>(title: PageTitle, parser: SearchParser<S>, loader: TableLoader<S>, component: RouteComponent) {
  return {
    head: () => titled(title),
    validateSearch: parser.parse,
    loaderDeps: ({ search }: { search: S }) => search,
    // The page the URL asks for, loaded with the navigation; the screen's table asks the same cache.
    loader,
    errorComponent: lazyRouteComponent(states, 'RouteError'),
    pendingComponent: lazyRouteComponent(states, 'RoutePending'),
    component,
  };
}

// Functions, not shared objects: a route keeps its options object and the route tree writes its
// path and parent into it, so each route needs its own.

export const paymentsRoute = () => tableRoute('payments', paymentsSearch, lazyFn(payments, 'loader'), lazyRouteComponent(payments, 'PaymentsScreen'));

export const subscriptionsRoute = () =>
  tableRoute('subscriptions', subscriptionsSearch, lazyFn(subscriptions, 'loader'), lazyRouteComponent(subscriptions, 'SubscriptionsScreen'));

/** The desk is headed "Support" in the admin area and "Tickets" in the agent's, as their menus say. */
export const deskRoute = (area: 'admin' | 'agent') =>
  tableRoute('supportTickets', ticketsSearch, lazyFn(desk, 'loader'), lazyRouteComponent(desk, area === 'admin' ? 'AdminDesk' : 'AgentDesk'));

import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { homeSearch } from '../lib/home-search.ts';

export const Route = createFileRoute('/home')({
  validateSearch: homeSearch,
  // Start loading the plans with the navigation; the page reads the same query.
  loader: ({ context: { queryClient, trpc } }) => void queryClient.prefetchQuery(trpc.plans.list.queryOptions()),
  component: function Home() {
    return <HomePage section={Route.useSearch().section} />;
  },
});

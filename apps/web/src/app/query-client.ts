import { QueryClient } from '@tanstack/react-query';

// Spec §9: requests are cached for 5 minutes by default; queries set their own stale times.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 5 * 60_000, staleTime: 0, retry: 1, refetchOnWindowFocus: false },
  },
});

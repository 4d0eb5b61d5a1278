import { QueryClient } from '@tanstack/react-query';

// Customer screens read little data; one retry avoids hammering a failing API
// from flaky mobile connections while still smoothing a dropped packet.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

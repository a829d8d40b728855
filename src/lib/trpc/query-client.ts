import { QueryClient } from "@tanstack/react-query";

/** Spec §7: cached data stays fresh for 60 s unless a query says otherwise. */
export const DEFAULT_STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS } } });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * The signed-in user or null (spec §7): always stale, refetched when the window regains focus, never retried,
 * and a failure counts as "not signed in" rather than an error on screen.
 */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.booking.authentication.getSession.queryOptions(),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
  return { session: query.isError ? null : (query.data ?? null), isLoading: query.isPending };
}

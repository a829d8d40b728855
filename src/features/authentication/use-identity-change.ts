"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useCallback } from "react";
import { useTRPC } from "@/lib/trpc/react";
import type { AppRouter } from "@/server/api/root";

export type Session = inferRouterOutputs<AppRouter>["booking"]["authentication"]["getSession"];

/**
 * After sign-in, sign-up, sign-out or a membership change: the session is what the server just answered, and
 * everything that depends on who is signed in (wish list, cart prices, membership, account) is fetched again.
 */
export function useIdentityChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (session?: Session) => {
      const sessionKey = trpc.booking.authentication.getSession.queryKey();
      if (session !== undefined) queryClient.setQueryData(sessionKey, session);
      if (session === null) {
        // Another person may use this browser next: drop the signed-in user's data rather than keep it cached.
        queryClient.removeQueries(trpc.booking.wishlist.pathFilter());
        queryClient.removeQueries(trpc.booking.account.pathFilter());
        queryClient.removeQueries(trpc.booking.membership.pathFilter());
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKey }),
        queryClient.invalidateQueries(trpc.booking.wishlist.pathFilter()),
        queryClient.invalidateQueries(trpc.booking.cart.pathFilter()),
        queryClient.invalidateQueries(trpc.booking.membership.pathFilter()),
        queryClient.invalidateQueries(trpc.booking.account.pathFilter()),
      ]);
    },
    [trpc, queryClient],
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/features/authentication/use-session";
import { useTRPC } from "@/lib/trpc/react";

/** The wish list, fetched once a session exists. */
export function useWishList() {
  const trpc = useTRPC();
  const { session } = useSession();
  const query = useQuery({
    ...trpc.booking.wishlist.getWishListItems.queryOptions(),
    enabled: session !== null,
  });
  return { items: session ? (query.data ?? []) : [], isLoading: session !== null && query.isPending };
}

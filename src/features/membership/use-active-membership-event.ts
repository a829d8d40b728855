"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "@/features/authentication/use-session";
import { useFeatureFlags } from "@/lib/feature-flags";
import { useTRPC } from "@/lib/trpc/react";
import { membershipEventState } from "./membership-event-state";

/** Spec §9: the membership event stays fresh for 20 s. */
export const MEMBERSHIP_EVENT_STALE_TIME_MS = 20_000;

/**
 * The running member campaign: fetched only for an active member while the membership flag is on (refetched on
 * mount, focus and reconnect); for anyone else the cached event is cleared (spec §6, §7). With the loading and
 * fetching flags of spec §4 (see `membershipEventState`).
 */
export function useActiveMembershipEvent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { membershipEnabled } = useFeatureFlags();
  const { session } = useSession();
  const enabled = membershipEnabled && session?.user.membershipStatusIsActive === true;
  const options = trpc.booking.membership.getActiveMembershipEvent.queryOptions();
  const query = useQuery({
    ...options,
    enabled,
    staleTime: MEMBERSHIP_EVENT_STALE_TIME_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  useEffect(() => {
    if (!enabled) queryClient.removeQueries({ queryKey: options.queryKey });
  }, [enabled, queryClient, options.queryKey]);
  return membershipEventState(enabled, query);
}

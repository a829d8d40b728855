/**
 * What a screen knows about the member event (spec §4: loading and fetching flags exist for the membership):
 * `isLoading` while a first answer is awaited (show a placeholder, not "no event"), `isFetching` while any
 * request runs (the event shown may be refreshed). For anyone the event is not fetched for, nothing is loading.
 */
export type MembershipEventState<Event> = { event: Event | null; isLoading: boolean; isFetching: boolean };

export function membershipEventState<Event>(
  enabled: boolean,
  query: { data: Event | null | undefined; isPending: boolean; isFetching: boolean },
): MembershipEventState<Event> {
  if (!enabled) return { event: null, isLoading: false, isFetching: false };
  return { event: query.data ?? null, isLoading: query.isPending, isFetching: query.isFetching };
}

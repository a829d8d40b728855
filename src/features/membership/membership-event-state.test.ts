import { describe, expect, it } from "vitest";
import { membershipEventState } from "./membership-event-state";

const event = { name: "Member Month" };

describe("membershipEventState", () => {
  it("is loading, with no event yet, while the first answer is awaited", () => {
    expect(membershipEventState(true, { data: undefined, isPending: true, isFetching: true })).toEqual({
      event: null,
      isLoading: true,
      isFetching: true,
    });
  });

  it("keeps the event while it is refetched, only fetching", () => {
    expect(membershipEventState(true, { data: event, isPending: false, isFetching: true })).toEqual({
      event,
      isLoading: false,
      isFetching: true,
    });
  });

  it("reports a settled answer of no event as neither loading nor fetching", () => {
    expect(membershipEventState(true, { data: null, isPending: false, isFetching: false })).toEqual({
      event: null,
      isLoading: false,
      isFetching: false,
    });
  });

  it("shows nothing and loads nothing for someone the event is not fetched for", () => {
    expect(membershipEventState(false, { data: event, isPending: true, isFetching: true })).toEqual({
      event: null,
      isLoading: false,
      isFetching: false,
    });
  });
});

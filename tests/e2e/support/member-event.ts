import type { Page } from "@playwright/test";

/** Answers the session and member-event queries as the server would for an active member during an event. */
export async function actAsMemberDuringEvent(page: Page) {
  const fakes: Record<string, unknown> = {
    "booking.authentication.getSession": {
      json: {
        user: {
          id: "00000000-0000-4000-8000-000000000001",
          email: "member@example.com",
          firstName: "Mae",
          lastName: "Member",
          membershipStatusIsActive: true,
          teamRole: null,
        },
        expiresAt: "2099-01-01T00:00:00.000Z",
      },
      meta: { values: { expiresAt: ["Date"] } },
    },
    "booking.membership.getActiveMembershipEvent": {
      json: {
        id: "00000000-0000-4000-8000-000000000002",
        name: "Member Month",
        description: "Rewards members save 15 % on every night at Trout Town Farms.",
        startsAt: "2020-01-01T00:00:00.000Z",
        endsAt: "2099-01-01T00:00:00.000Z",
        discount: 15,
        eligibleParksIds: {},
      },
      meta: { values: { startsAt: ["Date"], endsAt: ["Date"] } },
    },
  };
  await page.route("**/api/trpc/**", async (route) => {
    const url = new URL(route.request().url());
    const names = url.pathname.replace("/api/trpc/", "").split(",");
    if (route.request().method() !== "GET" || !names.some((name) => name in fakes)) {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = await response.json();
    const items = Array.isArray(body) ? body : [body];
    const answered = items.map((item: unknown, index: number) => {
      const name = names[index] ?? "";
      return name in fakes ? { result: { data: fakes[name] } } : item;
    });
    await route.fulfill({ response, json: Array.isArray(body) ? answered : answered[0] });
  });
}

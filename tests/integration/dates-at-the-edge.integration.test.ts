import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrpcHandler } from "@/server/api/http-handler";
import { parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { NOW, twoAdults } from "../support/checkout-scenario";
import { httpCaller } from "../support/http-call";
import { serveApiHandler } from "../support/http-server";
import { methodOf } from "../support/procedures";
import { signInDemoStaff } from "../support/staff";
import { testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
let call: ReturnType<typeof httpCaller>;
let owner: { cookie: string };
let parkId: string;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  server = await serveApiHandler(
    createTrpcHandler({ getDatabase: async () => test.database, env: testEnv(), now: () => NOW }),
  );
  call = httpCaller(server.url);
  owner = await signInDemoStaff(test.db, "owner@lantern.example");
  const [trout] = await test.db
    .select({ id: parks.id })
    .from(parks)
    .where(eq(parks.slug, "trout-town-farms"));
  parkId = trout!.id;
});
afterAll(async () => {
  await server?.close();
  await test?.close();
});

const OUTSIDE_DATES = "Use a date between 2000-01-01 and 2100-12-31";
const OUTSIDE_MONTHS = "Use a month between 2000-01 and 2100-12";

/** A call with one date outside the range: the value as written, in the field it goes to. */
type Case = {
  procedure: string;
  input: () => unknown;
  field: string;
  value: string;
  message: string;
  staff?: boolean;
};

const cases: Case[] = [
  {
    procedure: "booking.search.calendar",
    input: () => ({ parkId, month: "0000-01", nights: 2, guests: twoAdults }),
    field: "month",
    value: "0000-01",
    message: OUTSIDE_MONTHS,
  },
  {
    procedure: "booking.search.calendar",
    input: () => ({ parkId, month: "9999-12", nights: 2, guests: twoAdults }),
    field: "month",
    value: "9999-12",
    message: OUTSIDE_MONTHS,
  },
  {
    procedure: "booking.search.searchCampsites",
    input: () => ({ parkId, dates: { start: "2100-12-31", end: "2101-01-01" }, guests: twoAdults }),
    field: "dates.end",
    value: "2101-01-01",
    message: OUTSIDE_DATES,
  },
  {
    procedure: "admin.reservations.day",
    input: () => ({ parkId, date: "0000-01-01" }),
    field: "date",
    value: "0000-01-01",
    message: OUTSIDE_DATES,
    staff: true,
  },
  {
    procedure: "admin.reservations.grid",
    input: () => ({ parkId, from: "0000-12-28", to: "2027-01-04" }),
    field: "from",
    value: "0000-12-28",
    message: OUTSIDE_DATES,
    staff: true,
  },
  {
    procedure: "admin.reservations.search",
    input: () => ({ arrivalFrom: "0000-01-01" }),
    field: "arrivalFrom",
    value: "0000-01-01",
    message: OUTSIDE_DATES,
    staff: true,
  },
  {
    procedure: "admin.rates.list",
    input: () => ({ parkId, from: "2027-07-01", to: "9999-07-31" }),
    field: "to",
    value: "9999-07-31",
    message: OUTSIDE_DATES,
    staff: true,
  },
  {
    procedure: "admin.reports.occupancy",
    input: () => ({ parkId, from: "0000-01-01", to: "2027-01-01", groupBy: "month" }),
    field: "from",
    value: "0000-01-01",
    message: OUTSIDE_DATES,
    staff: true,
  },
  {
    procedure: "admin.audit.list",
    input: () => ({ from: new Date("0000-01-01T00:00:00Z") }),
    field: "from",
    value: "0000-01-01T00:00:00Z",
    message: OUTSIDE_DATES,
    staff: true,
  },
];

describe(`dates outside 2000–2100 on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  for (const { procedure, input, field, value, message, staff } of cases) {
    it(`refuses ${value} in ${procedure}'s ${field} with 400 BAD_REQUEST naming the field`, async () => {
      const { status, error } = await call(procedure, input(), {
        method: methodOf(procedure),
        headers: staff ? { cookie: owner.cookie } : {},
      });
      expect({ status, code: error?.data.code, fieldErrors: error?.data.fieldErrors }).toEqual({
        status: 400,
        code: "BAD_REQUEST",
        fieldErrors: { [field]: [message] },
      });
    });
  }
});

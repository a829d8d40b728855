/**
 * `npm run bench -- checkout [--iterations 60]`: latency percentiles and statements per call of the money path —
 * `cart.addItem`, `checkout.startPayment` (the server's re-price and the gateway's intent, decision 0054),
 * `checkout.placeOrder` (holds → reservations, payment, e-mail in one transaction) and
 * `orders.getOrderConfirmation` — in-process on PGlite with the demo seed, or on TEST_DATABASE_URL's PostgreSQL
 * (the database is emptied first). Each order books its own 2-night stay, so no call waits on another.
 */
import { and, eq } from "drizzle-orm";
import { TEST_CARDS } from "../src/lib/payments/payment.schemas";
import { createRequestContext } from "../src/server/api/request-context";
import { createCaller } from "../src/server/api/root";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { campsiteTypes, parks } from "../src/server/db/schema";
import { seedDemoData } from "../src/server/db/seed/demo";
import { getEnv } from "../src/server/env";
import { TestPaymentGateway } from "../src/server/payments/test-gateway";
import { countStatements } from "./statement-counter";
import { percentiles } from "./stats";

const guest = {
  firstName: "Bench",
  lastName: "Camper",
  email: "bench@lantern.example",
  phone: "607-555-0100",
  address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
};
const card = {
  gateway: "test",
  cardNumber: TEST_CARDS.success,
  expMonth: 12,
  expYear: 2035,
  cvc: "123",
} as const;

export async function benchCheckout(args: string[]) {
  const iterationsFlag = args.indexOf("--iterations");
  const iterations = iterationsFlag >= 0 ? Number(args[iterationsFlag + 1]) : 60;
  const url = process.env.TEST_DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url })
    : await openDatabase({ kind: "pglite" });
  const statements = countStatements(database);
  try {
    await migrateDatabase(database);
    if (url) {
      const { sql } = await import("drizzle-orm");
      await database.db.execute(sql`truncate parks, users, carts, orders, mail_outbox, rate_limits cascade`);
    }
    await seedDemoData(database.db);
    const env = getEnv({ ...process.env, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000" });
    const payments = new TestPaymentGateway();
    let calls = 0;
    // A new client address per call: the flood limits of add-to-cart and checkout are not what is measured.
    const api = () => {
      calls += 1;
      return createCaller(
        createRequestContext({
          db: database.db,
          env,
          payments,
          headers: new Headers({ "x-lantern-client-ip": `bench-${calls}` }),
        }),
      ).booking;
    };
    const [trout] = await database.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "trout-town-farms"));
    const [type] = await database.db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.parkId, trout!.id), eq(campsiteTypes.name, "Orchard Tent Site")));

    const timed = async <T>(samples: { ms: number[]; queries: number[] }, run: () => Promise<T>) => {
      const before = statements.read();
      const started = performance.now();
      const result = await run();
      samples.ms.push(performance.now() - started);
      samples.queries.push(statements.read() - before);
      return result;
    };
    const add = { ms: [] as number[], queries: [] as number[] };
    const start = { ms: [] as number[], queries: [] as number[] };
    const place = { ms: [] as number[], queries: [] as number[] };
    const confirm = { ms: [] as number[], queries: [] as number[] };
    let refused = 0;
    const firstNight = Date.UTC(new Date().getUTCFullYear() + 1, 5, 1);
    for (let index = 0; index < iterations + 5; index += 1) {
      const arrival = new Date(firstNight + (index % 45) * 2 * 86_400_000).toISOString().slice(0, 10);
      const departure = new Date(firstNight + ((index % 45) * 2 + 2) * 86_400_000).toISOString().slice(0, 10);
      const warm = index < 5;
      try {
        const added = await timed(warm ? { ms: [], queries: [] } : add, () =>
          api().cart.addItem({
            parkId: trout!.id,
            campsiteTypeId: type!.id,
            dates: { start: arrival, end: departure },
            guests: { adults: 2, children: 0, pets: 0 },
          }),
        );
        // As the checkout page does it: the intent first, then the order with the card.
        const checkout = {
          shoppingCartUuid: added.shoppingCartUuid,
          idempotencyKey: `bench-${index}-${Date.now()}`,
          guest,
          tripDetails: [],
          acceptedWaivers: true,
        };
        await timed(warm ? { ms: [], queries: [] } : start, () => api().checkout.startPayment(checkout));
        const placed = await timed(warm ? { ms: [], queries: [] } : place, () =>
          api().checkout.placeOrder({ ...checkout, payment: card }),
        );
        await timed(warm ? { ms: [], queries: [] } : confirm, () =>
          api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid }),
        );
      } catch (error) {
        console.info(String(error));
        refused += 1;
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.info(
      `database: ${database.kind}; ${iterations} orders after 5 warm-up orders; ${refused} refused`,
    );
    for (const [name, samples] of [
      ["booking.cart.addItem", add],
      ["booking.checkout.startPayment", start],
      ["booking.checkout.placeOrder", place],
      ["booking.orders.getOrderConfirmation", confirm],
    ] as const) {
      console.info(
        JSON.stringify({
          procedure: name,
          statementsPerCall: median(samples.queries),
          ms: percentiles(samples.ms),
        }),
      );
    }
  } finally {
    await database.close();
  }
}

import { randomUUID } from "node:crypto";
import http from "node:http";
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTACT_RATE_LIMIT } from "@/features/contact/contact.schemas";
import { MAX_PHOTO_BASE64_CHARS, PHOTO_TOO_LARGE } from "@/features/parks/photos.schemas";
import { createTrpcHandler } from "@/server/api/http-handler";
import { PHOTO_UPLOAD_BODY_BYTES } from "@/server/api/upload-limits";
import { parks, users } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { logger } from "@/server/logger";
import { httpCaller, type WireError } from "../support/http-call";
import { serveApiHandler } from "../support/http-server";
import { signUpTestUser } from "../support/sign-up";
import { signInDemoStaff } from "../support/staff";
import { testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
let call: ReturnType<typeof httpCaller>;
const env = testEnv();

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  server = await serveApiHandler(createTrpcHandler({ getDatabase: async () => test.database, env }));
  call = httpCaller(server.url);
});
afterAll(async () => {
  await server?.close();
  await test?.close();
});

const NUL = "\u0000";
const LONE_SURROGATE = "\ud83d";

describe("text with a NUL or half a surrogate pair", () => {
  const signUp = (firstName: string) => ({
    email: `camper-${randomUUID()}@lantern.example`,
    password: "correct horse battery",
    firstName,
    lastName: "Angler",
  });
  const contact = {
    name: "Ann Walker",
    email: "ann@example.com",
    subject: "Dogs",
    message: "Are dogs welcome?",
  };
  const guestDetails = {
    firstName: "Ann",
    lastName: "Walker",
    email: "ann.walker@example.com",
    phone: "607-555-0123",
    address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
  };
  const cases: { procedure: string; input: (bad: string) => unknown; field: string; cookie?: boolean }[] = [
    { procedure: "booking.authentication.signUp", input: (bad) => signUp(`Rosa${bad}`), field: "firstName" },
    {
      procedure: "booking.authentication.resetPassword",
      input: (bad) => ({ token: `abc${bad}def`, password: "a new long password" }),
      field: "token",
    },
    {
      procedure: "booking.contact.submitMessage",
      input: (bad) => ({ ...contact, message: `Are dogs ${bad} welcome at the river sites?` }),
      field: "message",
    },
    {
      procedure: "booking.cart.applyPromoCode",
      input: (bad) => ({ shoppingCartUuid: randomUUID(), parkId: randomUUID(), code: `CAMP${bad}5` }),
      field: "code",
    },
    {
      procedure: "booking.checkout.placeOrder",
      input: (bad) => ({
        shoppingCartUuid: randomUUID(),
        idempotencyKey: randomUUID(),
        guest: { ...guestDetails, address: { ...guestDetails.address, city: `Ros${bad}coe` } },
        tripDetails: [],
        acceptedWaivers: true,
        payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
      }),
      field: "guest.address.city",
    },
    {
      procedure: "booking.account.updateProfile",
      input: (bad) => ({ firstName: "Rosa", lastName: `Ang${bad}ler`, phone: "" }),
      field: "lastName",
      cookie: true,
    },
  ];

  for (const [label, bad] of [
    ["a NUL", NUL],
    ["a lone surrogate", LONE_SURROGATE],
  ] as const) {
    for (const { procedure, input, field, cookie } of cases) {
      it(`answers ${label} in ${procedure} with 400 BAD_REQUEST naming ${field}`, async () => {
        const headers = cookie ? { cookie: (await signUpTestUser(test.db)).cookie } : undefined;
        const { status, error } = await call(procedure, input(bad), { headers });
        expect(status).toBe(400);
        expect(error?.data.code).toBe("BAD_REQUEST");
        expect(Object.keys(error?.data.fieldErrors as object)).toEqual([field]);
        expect(error?.message).toContain(field);
      });
    }
  }

  it("still accepts text with emoji (a whole surrogate pair) and other Unicode", async () => {
    const { status } = await call("booking.contact.submitMessage", {
      ...contact,
      message: "Are dogs 🐕 welcome at the río sites? Ça va.",
    });
    expect(status).toBe(200);
  });
});

describe("malformed superjson input", () => {
  /** A 20,000-deep annotation tree: superjson walks it recursively and overflows the stack. */
  const deepMeta = () =>
    `{"json":{},"meta":{"values":${'{"a":'.repeat(20_000)}["undefined"]${"}".repeat(20_000)}}}`;

  it("answers input superjson cannot read with PARSE_ERROR in our own words, no JavaScript error text", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: deepMeta(),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    const error = (JSON.parse(text) as { error: { json: WireError } }).error.json;
    expect(error.data.code).toBe("PARSE_ERROR");
    expect(error.message).toBe("The request input could not be read.");
    expect(text).not.toMatch(/call stack|Maximum|RangeError|TypeError/i);
  });
});

describe("rate-limited answers", () => {
  it("carry Retry-After in seconds, the wait the error's details give", async () => {
    const ip = "198.51.100.251";
    const message = {
      name: "Ann Walker",
      email: "ann@example.com",
      subject: "Dogs",
      message: "Are dogs welcome?",
    };
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent += 1) {
      const { status, headers } = await call("booking.contact.submitMessage", message, { ip });
      expect(status).toBe(200);
      expect(headers.get("retry-after")).toBeNull();
    }
    const refused = await call("booking.contact.submitMessage", message, { ip });
    expect(refused.status).toBe(429);
    expect(refused.error?.data.code).toBe("TOO_MANY_REQUESTS");
    const retryAfter = refused.headers.get("retry-after");
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
    expect(Number(retryAfter)).toBe(
      (refused.error?.data.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds,
    );
  });
});

describe("concurrent sign-ups with one new e-mail", () => {
  it('make one account, and every answer is the same "check your e-mail" as for a taken address', async () => {
    const email = `race-${randomUUID()}@lantern.example`;
    const input = { email, password: "correct horse battery", firstName: "Rosa", lastName: "Angler" };
    // A race lost on the unique e-mail is handled: a warning at most, never an error, and no statement logged.
    const errors = vi.spyOn(logger, "error");
    const warnings = vi.spyOn(logger, "warn");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call("booking.authentication.signUp", input, { ip: `203.0.113.${200 + index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(errors).not.toHaveBeenCalled();
    expect(JSON.stringify(warnings.mock.calls)).not.toMatch(/insert into/i);
    errors.mockRestore();
    warnings.mockRestore();
    const again = await call("booking.authentication.signUp", input);
    expect(again.status).toBe(200);
    expect(await test.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("mutations from another site's page", () => {
  const signUpInput = () => ({
    email: `csrf-${randomUUID()}@lantern.example`,
    password: "correct horse battery",
    firstName: "Rosa",
    lastName: "Angler",
  });

  it("are refused with 403 FORBIDDEN in tRPC's envelope, and nothing happens", async () => {
    const input = signUpInput();
    const refused = await call("booking.authentication.signUp", input, {
      headers: { origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.data.code).toBe("FORBIDDEN");
    expect(refused.error?.code).toBe(-32003);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const again = await call("booking.authentication.signUp", input);
    expect(again.status).toBe(200);
  });

  it("pass from the site's own origin (APP_URL) and without an Origin (server to server)", async () => {
    expect(env.APP_URL).toBe("http://localhost:3000");
    const own = await call("booking.authentication.signUp", signUpInput(), {
      headers: { origin: "http://localhost:3000" },
    });
    expect(own.status).toBe(200);
    const serverToServer = await call("booking.authentication.logout", undefined);
    expect(serverToServer.status).toBe(200);
  });

  it("do not concern queries: a GET from another site still answers", async () => {
    const { status } = await call("booking.parks.list", undefined, {
      method: "GET",
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(200);
  });
});

describe("a photo upload's large body", () => {
  /** The limits the endpoint read request bodies with, in order. */
  const reads: number[] = [];
  let upload: Awaited<ReturnType<typeof serveApiHandler>>;
  const handler = createTrpcHandler({ getDatabase: async () => test.database, env });
  beforeAll(async () => {
    upload = await serveApiHandler((req) =>
      handler({
        ...req,
        readBody: (limit) => {
          reads.push(limit);
          return req.readBody(limit);
        },
      }),
    );
  });
  afterAll(async () => {
    await upload?.close();
  });

  /**
   * POSTs to `admin.photos.upload` a body that says it is 11 MB, sends its first 1 MB and holds the rest back until
   * the server answers (or 5 s pass: null).
   */
  function holdingTheBody(headers: Record<string, string> = {}) {
    const { port } = new URL(upload.url);
    const total = 11 * 1024 * 1024;
    return new Promise<{ status: number; connection?: string; body: string } | null>((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/trpc/admin.photos.upload",
        headers: { "content-type": "application/json", "content-length": String(total), ...headers },
      });
      const timer = setTimeout(() => {
        request.destroy();
        resolve(null);
      }, 5_000);
      request.on("response", (response) => {
        clearTimeout(timer);
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
        });
      });
      request.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.write(`{"json":{"file":"${"A".repeat(1024 * 1024)}`);
    });
  }

  it("is refused to a visitor with 401 before it is read: the answer comes while the client holds most of it back", async () => {
    reads.length = 0;
    const answer = await holdingTheBody();
    expect(answer).not.toBeNull();
    expect(answer?.status).toBe(401);
    expect(JSON.parse(answer!.body).error.json.data).toMatchObject({
      code: "UNAUTHORIZED",
      httpStatus: 401,
      path: "admin.photos.upload",
    });
    // The unread rest is never read: the connection ends with the answer.
    expect(answer?.connection).toBe("close");
    expect(reads).toEqual([]);
  });

  it("is refused with 403, unread, to a guest and to a team member below the procedure's ADMIN rank", async () => {
    reads.length = 0;
    const guest = (await signUpTestUser(test.db)).cookie;
    const manager = (await signInDemoStaff(test.db, "manager@lantern.example")).cookie;
    for (const cookie of [guest, manager]) {
      const answer = await holdingTheBody({ cookie });
      expect(answer?.status).toBe(403);
      expect(JSON.parse(answer!.body).error.json.data.code).toBe("FORBIDDEN");
    }
    expect(reads).toEqual([]);
  });

  it("is read, up to the upload's own limit, for an admin: a file over 8 MB reaches the schema's field error", async () => {
    reads.length = 0;
    const { cookie } = await signInDemoStaff(test.db, "admin@lantern.example");
    const [park] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "trout-town-farms"));
    const input = { parkId: park!.id, alt: "A photo", file: "A".repeat(MAX_PHOTO_BASE64_CHARS + 4) };
    const response = await fetch(`${upload.url}/api/trpc/admin.photos.upload`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(superjson.serialize(input)),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { json: WireError } };
    expect(error.json.data.fieldErrors).toEqual({ file: [PHOTO_TOO_LARGE] });
    expect(reads).toEqual([PHOTO_UPLOAD_BODY_BYTES]);
  });

  it("is refused to a visitor even when small, as the procedure refuses them", async () => {
    const { status, error } = await call("admin.photos.upload", {
      parkId: randomUUID(),
      alt: "A",
      file: "AAAA",
    });
    expect(status).toBe(401);
    expect(error?.data.code).toBe("UNAUTHORIZED");
  });
});

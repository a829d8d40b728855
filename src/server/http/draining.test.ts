import http from "node:http";
import type { AddressInfo } from "node:net";
import superjson from "superjson";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDrain, DRAINING_MESSAGE, type Drain, drainServer, type Schedule } from "./draining";

/** Timers that run only when the test says the time has come. */
function handClock() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (ms, run) => {
    const timer = { ms, run, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const pending = () => timers.filter((timer) => !timer.cancelled);
  const pass = (ms: number) => {
    for (const timer of pending()) {
      if (timer.ms > ms) continue;
      timer.cancelled = true;
      timer.run();
    }
  };
  return { schedule, pending, pass };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(
  url: string,
  path: string,
  options: { method?: string; agent?: http.Agent; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      {
        method: options.method ?? "GET",
        agent: options.agent,
        headers: { "content-type": "application/json" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/**
 * A server whose listener starts as `npm start`'s does (`drain.admit`): `/slow` answers only when the test releases
 * it, anything else at once.
 */
async function serve(drain: Drain) {
  const releases: (() => void)[] = [];
  server = http.createServer((req, res) => {
    if (!drain.admit(req, res)) return;
    const answer = () => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("served");
    };
    if (req.url === "/slow") releases.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const waitForSlow = (count: number) => vi.waitFor(() => expect(releases).toHaveLength(count));
  return { url: `http://127.0.0.1:${port}`, server, releases, waitForSlow };
}

describe("a server that drains", () => {
  it("serves every request until the drain begins", async () => {
    const drain = createDrain();
    const { url } = await serve(drain);
    expect(await request(url, "/parks")).toMatchObject({ status: 200, body: "served" });
    expect(drain.draining).toBe(false);
    expect(drain.inFlight).toBe(0);
  });

  it("answers an API call that arrives once draining with 503, Retry-After and the API line's retryable shape", async () => {
    const drain = createDrain();
    const { url } = await serve(drain);
    drain.begin();
    const answer = await request(url, "/api/trpc/booking.checkout.placeOrder", {
      method: "POST",
      body: JSON.stringify({ json: {} }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("3");
    expect(answer.headers.connection).toBe("close");
    const { error } = JSON.parse(answer.body) as { error: Parameters<typeof superjson.deserialize>[0] };
    expect(superjson.deserialize(error)).toMatchObject({
      message: DRAINING_MESSAGE,
      data: {
        code: "SERVICE_UNAVAILABLE",
        httpStatus: 503,
        path: "booking.checkout.placeOrder",
        details: { retryAfterSeconds: 3, retryable: true },
      },
    });
  });

  it("says the health check is draining (503) and answers a page with a short 503 page", async () => {
    const drain = createDrain();
    const { url } = await serve(drain);
    drain.begin();
    const health = await request(url, "/api/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: "draining" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const page = await request(url, "/trout-town-farms?from=2027-06-01");
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("3");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("Lantern is restarting");
  });

  it("lets a request under way finish normally, and closes its keep-alive connection after it", async () => {
    const drain = createDrain();
    const { url, releases, waitForSlow } = await serve(drain);
    const agent = new http.Agent({ keepAlive: true });
    const slow = request(url, "/slow", { agent });
    await waitForSlow(1);
    expect(drain.inFlight).toBe(1);

    drain.begin();
    expect((await request(url, "/parks")).status).toBe(503);
    releases[0]!();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "served" });
    expect(answer.headers.connection).toBe("close");
    expect(drain.inFlight).toBe(0);
    agent.destroy();
  });

  it("settles at once with nothing in flight, and once the last request in flight ends", async () => {
    const clock = handClock();
    const drain = createDrain(clock.schedule);
    expect(await drain.settled(10_000)).toBe(true);

    const { url, releases, waitForSlow } = await serve(drain);
    const first = request(url, "/slow");
    const second = request(url, "/slow");
    await waitForSlow(2);
    drain.begin();
    const settled = drain.settled(10_000);
    releases[0]!();
    await first;
    expect(drain.inFlight).toBe(1);
    releases[1]!();
    await second;
    expect(await settled).toBe(true);
    // The grace period's timer was cancelled.
    expect(clock.pending()).toHaveLength(0);
  });

  it("says it did not settle when the grace period passes first", async () => {
    const clock = handClock();
    const drain = createDrain(clock.schedule);
    const { url, waitForSlow } = await serve(drain);
    void request(url, "/slow").catch(() => {});
    await waitForSlow(1);
    drain.begin();
    let result: boolean | undefined;
    const settled = drain.settled(10_000).then((inTime) => {
      result = inTime;
      return inTime;
    });
    clock.pass(9_999);
    await Promise.resolve();
    expect(result).toBeUndefined();
    clock.pass(10_000);
    expect(await settled).toBe(false);
    expect(drain.inFlight).toBe(1);
  });
});

describe("drainServer (what SIGTERM calls)", () => {
  it("closes an idle keep-alive connection at once and stops once nothing is in flight, cutting nothing", async () => {
    const clock = handClock();
    const drain = createDrain(clock.schedule);
    const { url, server: served } = await serve(drain);
    const agent = new http.Agent({ keepAlive: true });
    expect((await request(url, "/parks", { agent })).status).toBe(200);
    const idle = await vi.waitFor(() => {
      const [socket] = Object.values(agent.freeSockets).flat();
      expect(socket).toBeDefined();
      return socket!;
    });
    const idleClosed = new Promise<void>((resolve) => idle.once("close", () => resolve()));

    // No timer passes: only closing the idle connection lets the server stop.
    expect(await drainServer(served, drain, { graceMs: 10_000, schedule: clock.schedule })).toEqual({
      cut: 0,
    });
    await idleClosed;
    expect(served.listening).toBe(false);
    agent.destroy();
  });

  it("waits for the requests under way, refusing new ones meanwhile, then stops", async () => {
    const clock = handClock();
    const drain = createDrain(clock.schedule);
    const { url, server: served, releases, waitForSlow } = await serve(drain);
    const slow = request(url, "/slow");
    await waitForSlow(1);

    const drained = drainServer(served, drain, { graceMs: 10_000, schedule: clock.schedule });
    expect(served.listening).toBe(true);
    expect((await request(url, "/api/health")).status).toBe(503);
    releases[0]!();
    expect((await slow).status).toBe(200);
    expect(await drained).toEqual({ cut: 0 });
    expect(served.listening).toBe(false);
  });

  it("cuts the requests still open when the grace period ends and says how many", async () => {
    const clock = handClock();
    const drain = createDrain(clock.schedule);
    const { url, server: served, waitForSlow } = await serve(drain);
    const stuck = request(url, "/slow").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    await waitForSlow(1);

    const drained = drainServer(served, drain, { graceMs: 10_000, schedule: clock.schedule });
    await vi.waitFor(() => expect(clock.pending()).toHaveLength(1));
    clock.pass(10_000);
    expect(await drained).toEqual({ cut: 1 });
    expect(await stuck).toBe("ECONNRESET");
  });
});

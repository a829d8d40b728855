import "server-only";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "@/server/db/client";
import { logger } from "@/server/logger";
import { countUndeliveredMail } from "@/server/mail/outbox";

/** What the line in front of the API reports at a scrape (an `AdmissionQueue`). */
type ApiLine = { readonly load: { active: number; waiting: number } };

/** Why the line refused a call: no room left in it, or it waited its longest. */
export type LineRefusal = "full" | "timeout";

/** A procedure call's outcome: `ok`, or the tRPC error code it answered (a fixed list, never user input). */
export type CallOutcome = "ok" | string;

/** Seconds from 5 ms (a cached read) to 5 s (past it, the guest has given up); slower calls land in +Inf. */
const CALL_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type JobState = { registeredAt: number; lastSuccessAt: number | null };

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/**
 * Lantern's Prometheus metrics (decision 0064) in a registry of their own. Every label value comes from our code
 * (procedure paths of the router, job names, fixed outcomes), never from a request. Gauges that describe a state
 * (the line, the pool, the outbox, the jobs' lag) are read when scraped, not kept up to date by timers.
 */
export function createMetrics({ now = () => Date.now() }: { now?: () => number } = {}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "lantern_" });
  const sources: { apiLine?: ApiLine; database?: Database } = {};
  const jobs = new Map<string, JobState>();
  const seconds = (ms: number) => ms / 1000;

  const calls = new Counter({
    name: "lantern_api_calls_total",
    help: "tRPC procedure calls by procedure path and outcome (ok, or the tRPC error code).",
    labelNames: ["procedure", "outcome"] as const,
    registers,
  });
  const callSeconds = new Histogram({
    name: "lantern_api_call_duration_seconds",
    help: "Time to answer a tRPC procedure call, its wait in the API line included.",
    labelNames: ["procedure"] as const,
    buckets: CALL_SECONDS_BUCKETS,
    registers,
  });
  // A gauge without labels always has a sample (0 before any): the line's and the pool's are registered only once
  // there is a line or a pool to read, rather than reporting a made-up zero.
  const reportApiLine = once(() => {
    new Gauge({
      name: "lantern_api_line_waiting",
      help: "API calls waiting their turn in this process's line.",
      registers,
      collect() {
        if (sources.apiLine) this.set(sources.apiLine.load.waiting);
      },
    });
    new Gauge({
      name: "lantern_api_line_active",
      help: "API calls being served by this process (at most DB_POOL_SIZE).",
      registers,
      collect() {
        if (sources.apiLine) this.set(sources.apiLine.load.active);
      },
    });
  });
  const lineRefusals = new Counter({
    name: "lantern_api_line_refused_total",
    help: "API calls the line refused with 503: full (API_QUEUE_MAX) or waited too long (API_QUEUE_WAIT_MS).",
    labelNames: ["reason"] as const,
    registers,
  });
  for (const reason of ["full", "timeout"] satisfies LineRefusal[]) lineRefusals.inc({ reason }, 0);

  // PGlite is one session behind a mutex: it has no pool to report.
  const postgresPool = () => (sources.database?.kind === "postgres" ? sources.database.client : null);
  const reportPool = once(() => {
    new Gauge({
      name: "lantern_db_pool_in_use",
      help: "PostgreSQL connections of this process's pool serving a query or transaction (none on PGlite).",
      registers,
      collect() {
        const pool = postgresPool();
        this.set(pool ? pool.totalCount - pool.idleCount : 0);
      },
    });
    new Gauge({
      name: "lantern_db_pool_waiting",
      help: "Queries waiting for a connection of this process's PostgreSQL pool (none on PGlite).",
      registers,
      collect() {
        this.set(postgresPool()?.waitingCount ?? 0);
      },
    });
  });

  const jobRuns = new Counter({
    name: "lantern_job_runs_total",
    help: "Runs of each background job, failed ones included.",
    labelNames: ["job"] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: "lantern_job_failures_total",
    help: "Runs of each background job that failed.",
    labelNames: ["job"] as const,
    registers,
  });
  const jobLastRunEnd = new Gauge({
    name: "lantern_job_last_run_end_timestamp_seconds",
    help: "When each background job's last run ended (Unix time), failed or not.",
    labelNames: ["job"] as const,
    registers,
  });
  const jobLastDuration = new Gauge({
    name: "lantern_job_last_run_duration_seconds",
    help: "How long each background job's last run took.",
    labelNames: ["job"] as const,
    registers,
  });
  new Gauge({
    name: "lantern_job_lag_seconds",
    help: "Time since each background job last succeeded (since this process started it, if it never has).",
    labelNames: ["job"] as const,
    registers,
    collect() {
      const at = now();
      for (const [job, state] of jobs)
        this.set({ job }, seconds(at - (state.lastSuccessAt ?? state.registeredAt)));
    },
  });

  new Gauge({
    name: "lantern_mail_outbox_undelivered",
    help: "E-mails in the outbox not delivered: pending (still to try) and failed (given up after every attempt).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources.database) return;
      try {
        const counts = await countUndeliveredMail(sources.database.db);
        for (const status of ["pending", "failed"] as const) this.set({ status }, counts[status]);
      } catch (error) {
        // A scrape still reports everything else; the missing series says the count could not be read.
        logger.warn({ err: error }, "metrics: the mail outbox could not be counted");
      }
    },
  });
  const mailSent = new Counter({
    name: "lantern_mail_sent_total",
    help: "E-mails delivered from the outbox by this process (to SMTP, or as .eml files).",
    registers,
  });
  const mailFailures = new Counter({
    name: "lantern_mail_delivery_failures_total",
    help: "Delivery attempts of outbox e-mails that failed (each is retried with back-off, up to its last attempt).",
    registers,
  });

  return {
    registry,
    /** The Prometheus text exposition of every metric. */
    text: () => registry.metrics(),
    contentType: registry.contentType,
    /** The line whose length is reported (the last one made: a process serves the API through one). */
    observeApiLine(line: ApiLine) {
      sources.apiLine = line;
      reportApiLine();
    },
    /** The database whose pool and mail outbox are reported. */
    observeDatabase(database: Database) {
      sources.database = database;
      if (database.kind === "postgres") reportPool();
    },
    recordCall(procedure: string, outcome: CallOutcome, durationMs: number) {
      calls.inc({ procedure, outcome });
      callSeconds.observe({ procedure }, seconds(durationMs));
    },
    recordLineRefusal(reason: LineRefusal) {
      lineRefusals.inc({ reason });
    },
    /** A job was scheduled: its lag counts from now until its first success. */
    recordJobStart(job: string) {
      jobs.set(job, { registeredAt: now(), lastSuccessAt: null });
      jobRuns.inc({ job }, 0);
      jobFailures.inc({ job }, 0);
    },
    recordJobRun(job: string, { durationMs, ok }: { durationMs: number; ok: boolean }) {
      const endedAt = now();
      const state = jobs.get(job) ?? { registeredAt: endedAt, lastSuccessAt: null };
      if (ok) state.lastSuccessAt = endedAt;
      jobs.set(job, state);
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
      jobLastRunEnd.set({ job }, seconds(endedAt));
      jobLastDuration.set({ job }, seconds(durationMs));
    },
    recordMailDelivered() {
      mailSent.inc();
    },
    recordMailDeliveryFailed() {
      mailFailures.inc();
    },
  };
}

export type LanternMetrics = ReturnType<typeof createMetrics>;

const store = globalThis as typeof globalThis & { __lanternMetrics?: LanternMetrics };

/**
 * The process's metrics. Kept on `globalThis`: Next's server bundle has its own copy of this module, and what its
 * code records (server-rendered pages calling procedures) must land in the registry that `npm start` serves.
 */
export function processMetrics(): LanternMetrics {
  store.__lanternMetrics ??= createMetrics();
  return store.__lanternMetrics;
}

import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics";

/** The sample lines of one metric in Prometheus' text format (no HELP or TYPE). */
const samples = (text: string, name: string) =>
  text.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe("createMetrics", () => {
  it("counts calls by procedure and outcome, and times them by procedure in buckets from 5 ms to 5 s", async () => {
    const metrics = createMetrics();
    metrics.recordCall("booking.cart.get", "ok", 12);
    metrics.recordCall("booking.cart.get", "ok", 700);
    metrics.recordCall("booking.cart.get", "NOT_FOUND", 3);
    const text = await metrics.text();

    expect(samples(text, "lantern_api_calls_total")).toEqual([
      'lantern_api_calls_total{procedure="booking.cart.get",outcome="ok"} 2',
      'lantern_api_calls_total{procedure="booking.cart.get",outcome="NOT_FOUND"} 1',
    ]);
    const buckets = samples(text, "lantern_api_call_duration_seconds_bucket");
    expect(buckets[0]).toBe(
      'lantern_api_call_duration_seconds_bucket{le="0.005",procedure="booking.cart.get"} 1',
    );
    expect(buckets).toContain(
      'lantern_api_call_duration_seconds_bucket{le="0.025",procedure="booking.cart.get"} 2',
    );
    expect(buckets).toContain(
      'lantern_api_call_duration_seconds_bucket{le="1",procedure="booking.cart.get"} 3',
    );
    expect(buckets.at(-1)).toBe(
      'lantern_api_call_duration_seconds_bucket{le="+Inf",procedure="booking.cart.get"} 3',
    );
    expect(samples(text, "lantern_api_call_duration_seconds_count")).toEqual([
      'lantern_api_call_duration_seconds_count{procedure="booking.cart.get"} 3',
    ]);
  });

  it("reports the API line's length at the scrape and its refusals by reason, zero before the first", async () => {
    const metrics = createMetrics();
    const line = { load: { active: 10, waiting: 4 } };
    metrics.observeApiLine(line);
    metrics.recordLineRefusal("full");
    line.load.waiting = 7;
    const text = await metrics.text();

    expect(samples(text, "lantern_api_line_waiting")).toEqual(["lantern_api_line_waiting 7"]);
    expect(samples(text, "lantern_api_line_active")).toEqual(["lantern_api_line_active 10"]);
    expect(samples(text, "lantern_api_line_refused_total")).toEqual([
      'lantern_api_line_refused_total{reason="full"} 1',
      'lantern_api_line_refused_total{reason="timeout"} 0',
    ]);
  });

  it("reports each job's runs, failures, last run and lag since its last success at the scrape", async () => {
    let clock = Date.parse("2026-11-21T10:00:00Z");
    const metrics = createMetrics({ now: () => clock });
    metrics.recordJobStart("mail-outbox");
    metrics.recordJobStart("balances");
    clock += 5_000;
    metrics.recordJobRun("mail-outbox", { durationMs: 250, ok: true });
    clock += 5_000;
    metrics.recordJobRun("mail-outbox", { durationMs: 1_500, ok: false });
    clock += 2_000;
    const text = await metrics.text();

    expect(samples(text, "lantern_job_runs_total")).toEqual([
      'lantern_job_runs_total{job="mail-outbox"} 2',
      'lantern_job_runs_total{job="balances"} 0',
    ]);
    expect(samples(text, "lantern_job_failures_total")).toEqual([
      'lantern_job_failures_total{job="mail-outbox"} 1',
      'lantern_job_failures_total{job="balances"} 0',
    ]);
    expect(samples(text, "lantern_job_last_run_end_timestamp_seconds")).toEqual([
      `lantern_job_last_run_end_timestamp_seconds{job="mail-outbox"} ${Date.parse("2026-11-21T10:00:10Z") / 1000}`,
    ]);
    expect(samples(text, "lantern_job_last_run_duration_seconds")).toEqual([
      'lantern_job_last_run_duration_seconds{job="mail-outbox"} 1.5',
    ]);
    // The outbox last succeeded 7 s ago (its failure after does not count); balances never ran since it started.
    expect(samples(text, "lantern_job_lag_seconds")).toEqual([
      'lantern_job_lag_seconds{job="mail-outbox"} 7',
      'lantern_job_lag_seconds{job="balances"} 12',
    ]);
  });

  it("counts e-mails delivered and failed attempts, and leaves out what it has no source for", async () => {
    const metrics = createMetrics();
    metrics.recordMailDelivered();
    metrics.recordMailDelivered();
    metrics.recordMailDeliveryFailed();
    const text = await metrics.text();

    expect(samples(text, "lantern_mail_sent_total")).toEqual(["lantern_mail_sent_total 2"]);
    expect(samples(text, "lantern_mail_delivery_failures_total")).toEqual([
      "lantern_mail_delivery_failures_total 1",
    ]);
    // No database observed: no pool, no outbox count, rather than a made-up zero.
    for (const name of [
      "lantern_db_pool_in_use",
      "lantern_db_pool_waiting",
      "lantern_mail_outbox_undelivered",
    ]) {
      expect(samples(text, name)).toEqual([]);
    }
    expect(samples(text, "lantern_api_line_waiting")).toEqual([]);
  });

  it("includes Node's process metrics under the lantern_ prefix, and names every metric lantern_*", async () => {
    const text = await createMetrics().text();
    expect(text).toContain("# TYPE lantern_process_cpu_user_seconds_total counter");
    expect(text).toContain("# TYPE lantern_nodejs_eventloop_lag_seconds gauge");
    const names = text
      .split("\n")
      .filter((line) => line.startsWith("# TYPE "))
      .map((line) => line.split(" ")[2]);
    expect(names.filter((name) => !name?.startsWith("lantern_"))).toEqual([]);
  });
});

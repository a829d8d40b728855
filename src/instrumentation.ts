/** Server-side error reporting, only when SENTRY_DSN is set (Next.js calls this once per server process). */
export async function register(): Promise<void> {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn || process.env.NEXT_RUNTIME !== "nodejs") return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
}

"use client";

import { useEffect } from "react";
import { parseSentryDsn, tunnelPath } from "../sentry-dsn";
import { REPLAY_ON_ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE } from "../shell-constants";

/**
 * Browser error reporting, only when a DSN is configured: the SDK is loaded on demand (no bytes otherwise),
 * sends through our `/monitoring` tunnel, replays 10 % of sessions and all sessions with an error, with all text
 * masked and all media blocked (spec §7, §9).
 */
export function Monitoring({ dsn }: { dsn: string | undefined }) {
  useEffect(() => {
    const parsed = dsn ? parseSentryDsn(dsn) : null;
    if (!dsn || !parsed) return;
    void import("@sentry/nextjs").then((Sentry) => {
      Sentry.init({
        dsn,
        tunnel: tunnelPath(parsed),
        sendDefaultPii: false,
        replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
        replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
        integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
      });
    });
  }, [dsn]);
  return null;
}

import pino from "pino";

/** JSON-lines logs on stdout. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "lantern" },
});

import pino, { type DestinationStream, type LoggerOptions } from "pino";

/**
 * Keys whose values are personal data of guests and users (names, e-mails, phones, addresses). No log call
 * passes them on purpose; redaction is the safety net for one that does, at any of the first four levels.
 */
const PERSONAL_KEYS = [
  "email",
  "to",
  "replyTo",
  "firstName",
  "lastName",
  "fullName",
  "guestName",
  "phone",
  "address",
  "line1",
  "line2",
  "postalCode",
  "guest",
  "password",
  "cookie",
  "authorization",
];

const REDACT_PATHS = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** A database error's message spells the query's parameters (drizzle: "params: Ann,ann@example.com,…"). */
const QUERY_PARAMS = /(\bparams:)[^\n]*/g;

/** Text of an error with what it may carry of a person removed: query parameters and e-mail addresses. */
export function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, "$1 [redacted]").replace(EMAIL_ADDRESS, "[email]");
}

type SerializedError = { message?: string; stack?: string; cause?: unknown; [key: string]: unknown };

function scrubError(serialized: SerializedError, depth = 0): SerializedError {
  const scrubbed: SerializedError = { ...serialized };
  if (typeof scrubbed.message === "string") scrubbed.message = scrubText(scrubbed.message);
  if (typeof scrubbed.stack === "string") scrubbed.stack = scrubText(scrubbed.stack);
  if (scrubbed.cause && typeof scrubbed.cause === "object" && depth < 5) {
    scrubbed.cause = scrubError(scrubbed.cause as SerializedError, depth + 1);
  }
  return scrubbed;
}

export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "lantern" },
  redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  serializers: {
    err: (error: unknown) =>
      error instanceof Error ? scrubError(pino.stdSerializers.err(error) as SerializedError) : error,
  },
};

/** A logger with the app's options on another destination (tests read what it writes). */
export function createLogger(destination?: DestinationStream, level?: string) {
  const options = level ? { ...loggerOptions, level } : loggerOptions;
  return destination ? pino(options, destination) : pino(options);
}

/** JSON-lines logs on stdout. */
export const logger = createLogger();

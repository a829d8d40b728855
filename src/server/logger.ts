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

const EMAIL_ADDRESS = /[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** A database error's message spells the query's parameters (drizzle: "params: Ann,ann@example.com,…"). */
const QUERY_PARAMS = /(\bparams:)[^\n]*/g;

/** Text of an error with what it may carry of a person removed: query parameters and e-mail addresses. */
export function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, "$1 [redacted]").replace(EMAIL_ADDRESS, "[email]");
}

/**
 * An error of PostgreSQL itself (node-postgres' and PGlite's `DatabaseError`): a SQLSTATE `code` (five digits or
 * capitals) and a `severity`. Drizzle wraps it (`DrizzleQueryError`, whose message spells the parameters) as
 * `cause`.
 */
type DatabaseError = Error & {
  code: string;
  severity: string;
  detail?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: Error): error is DatabaseError {
  const { code, severity } = error as Partial<DatabaseError>;
  return typeof code === "string" && SQLSTATE.test(code) && typeof severity === "string";
}

/**
 * PostgreSQL quotes the value it could not take after a colon (`invalid input syntax for type uuid: "Ann"`); the
 * names of constraints, tables and columns it quotes without one (`violates unique constraint "users_email_unique"`).
 */
const QUOTED_VALUE = /: ".*"/g;

function scrubDatabaseText(text: string): string {
  return scrubText(text.replace(QUOTED_VALUE, ': "[redacted]"'));
}

/**
 * A database error's `detail` names the columns and spells the values: `Key (email)=(ann@example.com) already
 * exists.`, `Failing row contains (…).` The values go, the columns stay.
 */
export function scrubDatabaseDetail(detail: string): string {
  return scrubDatabaseText(
    detail.replace(/\)=\(.*\)/s, ")=([redacted])").replace(/(\brow contains )\(.*\)/s, "$1([redacted])"),
  );
}

/** An error and its causes, outermost first (at most six, a cycle cut). */
function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 6; link = link.cause) {
    if (chain.includes(link)) break;
    chain.push(link);
  }
  return chain;
}

type SerializedError = { message?: string; stack?: string; [key: string]: unknown };

/** Keys of a database or Drizzle error copied onto the log entry that hold values of the query. */
const VALUE_KEYS = new Set(["params", "parameters", "queryOptions"]);

/**
 * An error for the log: pino's own serialization (type, message and stack with every cause's, the error's own
 * keys), with each error's text scrubbed on its own — so a Drizzle error's parameters go, and the database's own
 * message after them stays — and, when the database raised it, `database`: PostgreSQL's SQLSTATE, message,
 * detail without its values, and the constraint, table and column it names.
 */
function serializeError(error: Error): SerializedError {
  const chain = causeChain(error);
  const scrub = (link: Error, text: string) =>
    isDatabaseError(link) ? scrubDatabaseText(text) : scrubText(text);
  const serialized: SerializedError = { ...(pino.stdSerializers.err(error) as SerializedError) };
  serialized.message = chain.map((link) => scrub(link, link.message)).join(": ");
  serialized.stack = chain.map((link) => scrub(link, link.stack ?? link.message)).join("\ncaused by: ");
  for (const [key, value] of Object.entries(serialized)) {
    if (key === "message" || key === "stack" || key === "type") continue;
    if (VALUE_KEYS.has(key)) serialized[key] = "[redacted]";
    else if (key === "detail" && typeof value === "string") serialized[key] = scrubDatabaseDetail(value);
    else if (typeof value === "string") serialized[key] = scrub(error, value);
  }
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors)) {
    serialized.aggregateErrors = errors.map((inner: unknown) =>
      inner instanceof Error ? serializeError(inner) : inner,
    );
  }
  const database = chain.find(isDatabaseError);
  if (database) {
    serialized.database = {
      code: database.code,
      severity: database.severity,
      message: scrubDatabaseText(database.message),
      ...(database.detail ? { detail: scrubDatabaseDetail(database.detail) } : {}),
      ...(database.schema ? { schema: database.schema } : {}),
      ...(database.table ? { table: database.table } : {}),
      ...(database.column ? { column: database.column } : {}),
      ...(database.constraint ? { constraint: database.constraint } : {}),
    };
  }
  return serialized;
}

export const loggerOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "lantern" },
  redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  serializers: {
    err: (error: unknown) => (error instanceof Error ? serializeError(error) : error),
  },
};

/** A logger with the app's options on another destination (tests read what it writes). */
export function createLogger(destination?: DestinationStream, level?: string) {
  const options = level ? { ...loggerOptions, level } : loggerOptions;
  return destination ? pino(options, destination) : pino(options);
}

/** JSON-lines logs on stdout. */
export const logger = createLogger();

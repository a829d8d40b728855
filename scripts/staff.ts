/**
 * `npm run staff -- add --email maya@example.com --role MANAGER [--parks trout-town-farms,beaverkill-bend]
 * [--first-name Maya --last-name Lopez]`: puts a real person on the team from the shell (the demo seed's staff are
 * demo data only). A new e-mail gets an account and a set-password e-mail through the outbox (written to
 * DATA_DIR/outbox, or sent by SMTP when configured by the running server). Audited as the machine's operator.
 */
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { inviteMember } from "../src/features/staff/invite.service";
import { TEAM_ROLES, type TeamRole } from "../src/lib/team-roles";
import { getAuth, resolveAuthSecret } from "../src/server/auth";
import { parks } from "../src/server/db/schema";
import { getEnv } from "../src/server/env";
import { AppError } from "../src/server/errors";
import { openPreparedDatabase } from "./open-app-database";

const USAGE =
  "Usage: npm run staff -- add --email <address> --role <MANAGER|ADMIN|OWNER> [--parks <slug,slug>] [--first-name <name> --last-name <name>]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    role: { type: "string" },
    parks: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});
const role = values.role?.toUpperCase() as TeamRole | undefined;
if (positionals[0] !== "add" || !values.email || !role || !TEAM_ROLES.includes(role)) {
  console.error(USAGE);
  process.exit(2);
}

const env = getEnv();
const database = await openPreparedDatabase(env, () => undefined);
try {
  const slugs =
    values.parks
      ?.split(",")
      .map((slug) => slug.trim())
      .filter(Boolean) ?? null;
  const found = slugs
    ? await database.db
        .select({ id: parks.id, slug: parks.slug })
        .from(parks)
        .where(inArray(parks.slug, slugs))
    : null;
  const missing = slugs?.filter((slug) => !found?.some((park) => park.slug === slug)) ?? [];
  if (missing.length > 0) {
    console.error(`No park with the slug ${missing.join(", ")}.`);
    process.exitCode = 2;
  } else {
    const auth = getAuth(database.db, { secret: resolveAuthSecret(env), baseURL: env.APP_URL });
    const name =
      values["first-name"] || values["last-name"]
        ? { firstName: values["first-name"] ?? "", lastName: values["last-name"] ?? "" }
        : undefined;
    const { created } = await inviteMember(
      database.db,
      auth,
      env.APP_URL,
      { email: values.email, role, parkIds: found?.map((park) => park.id) ?? null, name },
      { userId: null, role: "SUPER_OWNER" },
      new Date(),
    );
    console.info(
      `${values.email} is on the team as ${role}${slugs ? ` at ${slugs.join(", ")}` : " at every park"}.` +
        (created
          ? " A set-password e-mail is in the outbox."
          : " They have an account already: an e-mail asks them to accept, signed in to it, before the role applies."),
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

import { runTool } from "./run-tool";

/**
 * pg_dump's and pg_restore's connection arguments for `url`: the password travels in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** A consistent snapshot of the database in pg_dump's custom format (one transaction; writers are not blocked). */
export function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  return runTool("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a custom-format dump in one transaction (all or nothing). `clean` first drops the dump's objects that
 * exist. Owners and grants are the restoring role's, so a dump restores under another role name.
 */
export function pgRestore(url: string, file: string, { clean }: { clean: boolean }): Promise<void> {
  const { dbname, env } = connection(url);
  const args = ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges"];
  if (clean) args.push("--clean", "--if-exists");
  return runTool("pg_restore", [...args, `--dbname=${dbname}`, file], env);
}

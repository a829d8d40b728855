import { spawn } from "node:child_process";

/**
 * Runs a command-line tool of the machine (tar, pg_dump, pg_restore) to completion. Rejects with the tool's own
 * message on a non-zero exit, and with what to install when the tool is missing.
 */
export function runTool(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} was not found on PATH: install it (${toolPackage(command)}) and try again.`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}

function toolPackage(command: string): string {
  return command === "tar"
    ? "GNU or BSD tar"
    : "PostgreSQL's client tools, the server's major version or newer";
}

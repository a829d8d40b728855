import { TRPCError } from "@trpc/server";
import { AppError } from "@/server/errors";

/**
 * What a form would show for a refused call, one message per field as `formErrorOf` reads them on the wire: the
 * schema's issues by path, or a service's refusal at its `details.field`. Throws when the call did not fail so.
 */
export async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const fields: Record<string, string> = {};
    const issues = (error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)
      ?.issues;
    for (const issue of issues ?? []) fields[issue.path.map(String).join(".")] ??= issue.message;
    if (error.cause instanceof AppError && typeof error.cause.details?.field === "string") {
      fields[error.cause.details.field] = error.message;
    }
    if (Object.keys(fields).length > 0) return fields;
    throw error;
  }
  throw new Error("The call succeeded where a refusal was expected.");
}

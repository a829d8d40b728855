import { TRPCError } from "@trpc/server";
import { AppError } from "@/server/errors";

/** The messages a refused call puts at its fields: the schema's issues, or a service rule's one field. */
export async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== "BAD_REQUEST") throw error;
    const cause = error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined;
    if (cause instanceof AppError && typeof cause.details?.field === "string") {
      return { [cause.details.field]: cause.message };
    }
    return Object.fromEntries((cause?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
  }
  throw new Error("The call was not refused.");
}

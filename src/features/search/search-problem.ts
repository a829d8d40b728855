import { TRPCError } from "@trpc/server";

/**
 * What a search page shows instead of results when the search itself was refused: too many searches, or a link
 * with a value the API does not accept. Anything else is a real failure and is thrown on.
 */
export function searchProblem(error: unknown): string {
  if (error instanceof TRPCError) {
    if (error.code === "TOO_MANY_REQUESTS") return error.message;
    if (error.code === "BAD_REQUEST") {
      return "This search link has a value we cannot read. Change the search above and try again.";
    }
  }
  throw error;
}

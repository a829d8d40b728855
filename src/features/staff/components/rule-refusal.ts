import { TRPCClientError } from "@trpc/client";

/** A refusal that names rules the stay breaks (the server sends their reasons along): staff may override them. */
export function isRuleRefusal(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; details?: { failureReasons?: unknown } } | undefined;
  return data?.code === "PRECONDITION_FAILED" && Array.isArray(data.details?.failureReasons);
}

import type { AnyProcedure } from "@trpc/server";
import { appRouter } from "@/server/api/root";

/** Every procedure of the app by its path ("booking.search.calendar"): its type and its input schemas. */
export const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** How the tRPC client sends a call: queries as GET, mutations as POST. */
export const methodOf = (path: string) => (procedures[path]?._def.type === "query" ? "GET" : "POST");

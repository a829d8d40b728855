import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** An order of the account's list, and one of its stays, as `booking.account.listOrders` answers them. */
export type AccountOrder = inferRouterOutputs<AppRouter>["booking"]["account"]["listOrders"][number];
export type AccountStay = AccountOrder["reservations"][number];

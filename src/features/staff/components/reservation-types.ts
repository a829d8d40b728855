import type { z } from "zod";
import type { ZReservationDetail } from "../staff.schemas";

/** One reservation as its detail screen and its forms show it. */
export type Reservation = z.infer<typeof ZReservationDetail>;

import type { z } from "zod";
import type { ZReservationDetail } from "../staff.schemas";

/** One reservation as its detail screen and its forms show it. */
export type Reservation = z.infer<typeof ZReservationDetail>;

/** What each of the detail screen's forms (cancel, change the stay, take cash) gets: the stay and what to say when done. */
export type ReservationFormProps = { reservation: Reservation; onDone: (message: string) => void };

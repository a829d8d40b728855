import type { z } from "zod";
import type { ZParkDetail } from "./parks.schemas";

/** A park page's data as `booking.parks.getBySlug` answers it. */
export type ParkDetail = z.infer<typeof ZParkDetail>;
export type CampsiteTypeDetail = ParkDetail["campsiteTypes"][number];
export type ParkAddon = ParkDetail["addons"][number];
export type ParkLink = NonNullable<ParkDetail["parentPark"]>;

import type { StayRuleRow } from "@/features/availability/engine-types";

/** A stay rule row that sets only `fields`: park-wide, every season and every limit unset unless named. */
export const stayRuleRow = (fields: Partial<StayRuleRow> = {}): StayRuleRow => ({
  campsiteTypeId: null,
  seasonId: null,
  minNights: null,
  maxNights: null,
  weekendMinNights: null,
  holidayMinNights: null,
  bookingWindowDays: null,
  minLeadHours: null,
  arrivalWeekdays: null,
  departureWeekdays: null,
  ...fields,
});

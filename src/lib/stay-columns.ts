/**
 * A stay as the API speaks of it (`dates`, `guests`, `equipment`) and as a cart item, a reservation or an alert
 * stores it (`arrival`, `departure`, `adults`, `children`, `pets`, `equipment`): one translation each way.
 */

type StoredStay = { arrival: string; departure: string; adults: number; children: number; pets: number };

/** A stored stay's dates and party. */
export const stayOfColumns = (row: StoredStay) => ({
  dates: { start: row.arrival, end: row.departure },
  guests: { adults: row.adults, children: row.children, pets: row.pets },
});

/** A requested stay in the columns that store it (no equipment: null). */
export const columnsOfStay = <Equipment>(stay: {
  dates: { start: string; end: string };
  guests: { adults: number; children: number; pets: number };
  equipment?: Equipment | null;
}): StoredStay & { equipment: Equipment | null } => ({
  arrival: stay.dates.start,
  departure: stay.dates.end,
  adults: stay.guests.adults,
  children: stay.guests.children,
  pets: stay.guests.pets,
  equipment: stay.equipment ?? null,
});

// Client-safe: the placeholders a message or template may use, for the forms that list them.

/** What a template may say about the stay, as `{name}` in its subject and body. */
export type MessageFields = {
  guest: string;
  park: string;
  site: string;
  type: string;
  arrival: string;
  departure: string;
  checkInTime: string;
  confirmation: string;
  /** The park's page with its site map. */
  mapUrl: string;
  /** The guest's confirmation page (change, cancel, pay). */
  manageUrl: string;
};

export const PLACEHOLDERS: readonly (keyof MessageFields)[] = [
  "guest",
  "park",
  "site",
  "type",
  "arrival",
  "departure",
  "checkInTime",
  "confirmation",
  "mapUrl",
  "manageUrl",
];

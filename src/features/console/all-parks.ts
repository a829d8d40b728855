/** `?park=all`: every park the member works at, on the console screens that can show them at once. */
export const ALL_PARKS = "all";

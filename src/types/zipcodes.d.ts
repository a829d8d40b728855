/** The part of the `zipcodes` package (no bundled types) the location lookup uses. */
declare module "zipcodes" {
  export type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  export const codes: Record<string, ZipCode>;
}

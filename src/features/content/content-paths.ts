/** Where each information page lives: waivers under /legal/waivers (spec §2), every other key at /<key>. */
export const WAIVER_KEY_PREFIX = "waivers/";

export function contentPagePath(key: string): string {
  return key.startsWith(WAIVER_KEY_PREFIX) ? `/legal/${key}` : `/${key}`;
}

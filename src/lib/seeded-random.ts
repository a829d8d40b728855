/** A source of numbers in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: a tiny, fast 32-bit PRNG; the same seed always gives the same sequence (the scale seed's data, and
 * the generated carts and calendars of property tests, which a failing seed replays).
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

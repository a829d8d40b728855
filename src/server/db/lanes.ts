/**
 * Runs `run` over `items` in order on `lanes` at once (each lane takes the next item when its last one is done):
 * on PostgreSQL one connection per lane, so bulk work uses every core. A failure stops every lane taking more
 * items; once all have stopped, the first failure is returned — not thrown, since a caller may have to finish
 * something first (the seed builds its checks again) — or undefined when every item went through.
 */
export async function onLanes<T>(
  items: readonly T[],
  lanes: number,
  run: (item: T) => Promise<void>,
): Promise<PromiseRejectedResult | undefined> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      await run(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const count = Number.isInteger(lanes) && lanes > 1 ? lanes : 1;
  const outcomes = await Promise.allSettled(Array.from({ length: count }, lane));
  return outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
}

/** Percentiles of a sample in milliseconds (nearest-rank). */
export function percentiles(samples: number[], ranks: number[] = [50, 95, 99]): Record<string, number> {
  const sorted = [...samples].sort((a, b) => a - b);
  return Object.fromEntries(
    ranks.map((rank) => {
      const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
      return [`p${rank}`, Number((sorted[index] ?? 0).toFixed(2))];
    }),
  );
}

/** Times `run` after warm-up; `before`, when given, runs before each call and is not timed. */
export async function measure(
  iterations: number,
  run: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<number[]> {
  for (let warmup = 0; warmup < Math.min(20, iterations); warmup += 1) {
    await before?.();
    await run();
  }
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    await before?.();
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

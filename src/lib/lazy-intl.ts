/**
 * An `Intl` formatter made the first time it is used, not when its module loads. Building one costs far more
 * than using it (the first in a page loads the locale's data: ~20 ms on a phone), and the shared formatting
 * modules load with every page, most of which never format a price or a date in the browser (issue 12 §6).
 */
export function lazyIntl<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

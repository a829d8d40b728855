/**
 * Shares one read among the calls that want it at the same time, without giving any call an answer older than
 * the call itself: a call joins the next read to start, never one already under way (that one may have missed a
 * commit made just before the call arrived). While a read runs, the calls that arrive wait for the one after it,
 * which they all share. Under a burst each statement serves every call that arrived during the one before; a
 * lone call reads at once, as without it.
 *
 * `P` is what a read needs from its calls, merged over the calls that share it (e.g. the earliest clock).
 */
export class FreshReads<K, P, T> {
  private readonly running = new Map<K, Promise<unknown>>();
  private readonly queued = new Map<K, { param: P; result: Promise<T> }>();

  constructor(
    private readonly read: (key: K, param: P) => Promise<T>,
    private readonly merge: (a: P, b: P) => P,
  ) {}

  get(key: K, param: P): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) {
      // Not started yet: it will start after this call arrived.
      queued.param = this.merge(queued.param, param);
      return queued.result;
    }
    const running = this.running.get(key);
    if (!running) return this.start(key, param);
    const entry = { param, result: undefined as unknown as Promise<T> };
    const after = () => {
      this.queued.delete(key);
      return this.start(key, entry.param);
    };
    entry.result = running.then(after, after);
    this.queued.set(key, entry);
    return entry.result;
  }

  private start(key: K, param: P): Promise<T> {
    const result = this.read(key, param);
    this.running.set(key, result);
    const done = () => {
      if (this.running.get(key) === result) this.running.delete(key);
    };
    result.then(done, done);
    return result;
  }
}

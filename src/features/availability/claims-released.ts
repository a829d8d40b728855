/**
 * A signal inside the app process: some claim was just given back (a cancellation, a move, a removed block, a
 * hold released or swept). The alerts' matching listens, so a freed site is offered to the guests waiting within
 * a second instead of at the next periodic pass. It carries nothing: the matching reads the database itself, and
 * the periodic pass still covers what another process freed.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onClaimsReleased(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceClaimsReleased(): void {
  for (const listener of listeners) listener();
}

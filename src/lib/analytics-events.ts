type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Pushes an event for the tag manager, only where one is configured (GTM creates `window.dataLayer`). */
export function pushDataLayer(event: Record<string, unknown>): void {
  const target = window as DataLayerWindow;
  if (!target.dataLayer) return;
  target.dataLayer.push(event);
}

import { describe, expect, it } from "vitest";
import { MAX_ZOOM, mapViewFor } from "./site-map-view";

describe("mapViewFor", () => {
  it("shows the whole map when there are no pins or they spread over it", () => {
    expect(mapViewFor([])).toEqual({ scale: 1, left: 0, top: 0 });
    expect(
      mapViewFor([
        { x: 5, y: 5 },
        { x: 95, y: 95 },
      ]),
    ).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it("zooms onto a small cluster and centres it", () => {
    const view = mapViewFor([
      { x: 45, y: 45 },
      { x: 55, y: 55 },
    ]);
    expect(view.scale).toBe(MAX_ZOOM);
    // The cluster's centre (50 %) lands in the frame's centre.
    expect(50 * view.scale + view.left).toBe(50);
    expect(50 * view.scale + view.top).toBe(50);
  });

  it("never pans past the map's edge for a cluster in a corner", () => {
    const view = mapViewFor([
      { x: 2, y: 3 },
      { x: 12, y: 10 },
    ]);
    expect(view.left).toBe(0);
    expect(view.top).toBe(0);
    const far = mapViewFor([
      { x: 90, y: 92 },
      { x: 98, y: 97 },
    ]);
    expect(far.left).toBe(100 - far.scale * 100);
  });
});

"use client";

import { Button, NativeSelect } from "@mantine/core";
import Image from "next/image";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import styles from "./sites.module.css";
import type { Site, SiteType } from "./sites-types";

type Point = { x: number; y: number };
type Drag = Point & { id: string; fromX: number; fromY: number; moved: boolean };

/** A pointer this far (px) from where it went down is a drag, not a click. */
const DRAG_THRESHOLD = 4;
const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));
const KEY_STEPS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
const where = (point: Point) => `${point.x} % across, ${point.y} % down`;

/**
 * The park's site map with a pin per placed site. Staff drag a pin (pointer events, so touch works too) or focus it
 * and move it with the arrow keys (Shift for 5 % steps), Enter to save and Escape to put it back; leaving a moved
 * pin saves it too. `onMove` saves through `campsites.upsert` and resolves once the list shows the server's answer.
 */
export function SiteMapEditor({
  image,
  parkName,
  types,
  onMove,
}: {
  image: string;
  parkName: string;
  types: SiteType[];
  onMove: (site: Site, point: Point) => Promise<void>;
}) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState("all");
  const [drag, setDrag] = useState<Drag | null>(null);
  const [keyed, setKeyed] = useState<(Point & { id: string }) | null>(null);
  const [saving, setSaving] = useState<Map<string, Point>>(new Map());
  const [said, setSaid] = useState("");

  const sites = types
    .filter((type) => shown === "all" || type.id === shown)
    .flatMap((type) => type.sites.map((site) => ({ site, typeName: type.name })));
  const placed = sites.filter(({ site }) => site.mapX !== null && site.mapY !== null);
  const unplaced = sites.filter(({ site }) => site.mapX === null || site.mapY === null);

  const positionOf = (site: Site): Point => {
    if (drag?.id === site.id) return drag;
    if (keyed?.id === site.id) return keyed;
    return saving.get(site.id) ?? { x: site.mapX ?? 50, y: site.mapY ?? 50 };
  };
  const pointAt = (clientX: number, clientY: number): Point => {
    const box = mapRef.current!.getBoundingClientRect();
    return {
      x: clampPercent(((clientX - box.left) / box.width) * 100),
      y: clampPercent(((clientY - box.top) / box.height) * 100),
    };
  };
  const commit = (site: Site, point: Point) => {
    if (point.x === site.mapX && point.y === site.mapY) return;
    setSaving((current) => new Map(current).set(site.id, point));
    void onMove(site, point).finally(() =>
      setSaving((current) => {
        const next = new Map(current);
        next.delete(site.id);
        return next;
      }),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, site: Site) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: site.id, ...positionOf(site), fromX: event.clientX, fromY: event.clientY, moved: false });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>, site: Site) => {
    if (drag?.id !== site.id) return;
    const moved =
      drag.moved || Math.hypot(event.clientX - drag.fromX, event.clientY - drag.fromY) > DRAG_THRESHOLD;
    if (moved) setDrag({ ...drag, ...pointAt(event.clientX, event.clientY), moved });
  };
  const onPointerUp = (site: Site) => {
    if (drag?.id !== site.id) return;
    setDrag(null);
    if (drag.moved) commit(site, drag);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, site: Site) => {
    const step = KEY_STEPS[event.key];
    if (step) {
      event.preventDefault();
      const from = positionOf(site);
      const size = event.shiftKey ? 5 : 1;
      const next = { x: clampPercent(from.x + step.x * size), y: clampPercent(from.y + step.y * size) };
      setKeyed({ id: site.id, ...next });
      setSaid(`Site ${site.name}: ${where(next)}. Enter saves, Escape puts it back.`);
    } else if (event.key === "Enter" && keyed?.id === site.id) {
      event.preventDefault();
      setKeyed(null);
      commit(site, keyed);
    } else if (event.key === "Escape" && keyed?.id === site.id) {
      event.preventDefault();
      setKeyed(null);
      setSaid(`Site ${site.name} is back where it was.`);
    }
  };
  const onBlur = (site: Site) => {
    if (keyed?.id !== site.id) return;
    setKeyed(null);
    commit(site, keyed);
  };

  return (
    <figure className={styles.figure}>
      <div className={styles.mapTools}>
        <NativeSelect
          label="Show the sites of"
          value={shown}
          onChange={(event) => setShown(event.currentTarget.value)}
          data={[
            { value: "all", label: "Every type" },
            ...types.map((type) => ({ value: type.id, label: type.name })),
          ]}
          classNames={{ input: styles.tap }}
        />
      </div>
      <p id="site-map-help" className={styles.hint}>
        Drag a pin to move its site, or focus a pin and use the arrow keys (Shift for bigger steps), then
        Enter to save. The map scrolls sideways on small screens.
      </p>
      <section
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable map must be reachable by keyboard to pan it.
        tabIndex={0}
        aria-label="Site map, scrolls sideways"
      >
        <div ref={mapRef} className={styles.map}>
          <Image
            src={image}
            alt={`Site map of ${parkName}`}
            fill
            sizes="(max-width: 900px) 48rem, 1100px"
            className={styles.mapImage}
          />
          {placed.map(({ site, typeName }) => {
            const point = positionOf(site);
            const moving = drag?.id === site.id || keyed?.id === site.id || saving.has(site.id);
            return (
              <button
                key={site.id}
                type="button"
                className={styles.pin}
                data-inactive={site.active ? undefined : ""}
                data-moving={moving ? "" : undefined}
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
                aria-label={`Site ${site.name}, ${typeName}${site.active ? "" : ", inactive"}: ${where(point)}`}
                aria-describedby="site-map-help"
                onPointerDown={(event) => onPointerDown(event, site)}
                onPointerMove={(event) => onPointerMove(event, site)}
                onPointerUp={() => onPointerUp(site)}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={(event) => onKeyDown(event, site)}
                onBlur={() => onBlur(site)}
              >
                {site.name}
              </button>
            );
          })}
        </div>
      </section>
      <figcaption className={styles.hint}>
        Pins with a dashed border are inactive sites. Guests see the active ones on the park's map.
      </figcaption>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {unplaced.length > 0 && (
        <div className={styles.unplaced}>
          <h3>Not on the map yet</h3>
          <ul className={styles.unplacedList}>
            {unplaced.map(({ site }) => (
              <li key={site.id}>
                <Button
                  variant="default"
                  className={styles.tap}
                  aria-label={`Place site ${site.name} in the middle of the map`}
                  onClick={() => commit(site, { x: 50, y: 50 })}
                >
                  Place {site.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}

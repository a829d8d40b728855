"use client";

import { Text } from "@mantine/core";
import Link from "next/link";
import { formatUsd } from "@/lib/money";
import type { ParkCardData } from "../load-search-page";
import styles from "./parks-map-modal.module.css";
import { ToolbarModal } from "./toolbar-modal";

type ParksMapModalProps = {
  cards: ParkCardData[];
  location: { latitude: number; longitude: number; name: string } | null;
  stayQuery: string;
};

const WIDTH = 800;
const HEIGHT = 520;
const PAD = 70;

/** Longitude/latitude to the drawing, equirectangular with the latitude's cosine (good over a region). */
function projector(points: { latitude: number; longitude: number }[]) {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 0.05);
  const spanY = Math.max(maxLat - minLat, 0.05);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const project = (point: { latitude: number; longitude: number }) => ({
    x: offsetX + (point.longitude - minLng) * k * scale,
    y: HEIGHT - (offsetY + (point.latitude - minLat) * scale),
  });
  // A degree of latitude is 69 miles.
  return Object.assign(project, { pixelsPerMile: scale / 69 });
}

const SCALE_STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];

/** The longest round distance whose bar stays under 160 px. */
function scaleBar(pixelsPerMile: number): { miles: number; width: number } {
  const miles = [...SCALE_STEPS].reverse().find((step) => step * pixelsPerMile <= 160) ?? SCALE_STEPS[0]!;
  return { miles, width: miles * pixelsPerMile };
}

/**
 * The parks of the search on a map of their own: drawn from coordinates (no map tiles leave or enter the site),
 * each pin a link to the park with the stay, labelled with its price; the camper's place when given.
 */
export function ParksMapModal({ cards, location, stayQuery }: ParksMapModalProps) {
  const points = [...cards, ...(location ? [location] : [])];
  const project = points.length > 0 ? projector(points) : null;
  return (
    <ToolbarModal flag="map" title="Parks on the map" size="xl" closeLabel="Close map">
      {project ? (
        <figure className={styles.figure}>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.map}>
            <title>Map of the parks in this search</title>
            <defs>
              <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
                <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#d6e3d9" strokeWidth="1" />
              </pattern>
            </defs>
            <rect width={WIDTH} height={HEIGHT} fill="#eef5f0" />
            <rect width={WIDTH} height={HEIGHT} fill="url(#map-grid)" />
            {location &&
              (() => {
                const { x, y } = project(location);
                return (
                  <g>
                    <circle cx={x} cy={y} r="9" fill="#1c64d1" stroke="#fff" strokeWidth="3" />
                    <text x={x + 14} y={y + 5} className={styles.youLabel}>
                      {location.name}
                    </text>
                  </g>
                );
              })()}
            {(() => {
              const bar = scaleBar(project.pixelsPerMile);
              return (
                <g transform={`translate(24 ${HEIGHT - 28})`} className={styles.scale}>
                  <path d={`M 0 -6 V 0 H ${bar.width} V -6`} fill="none" stroke="#1f2a24" strokeWidth="2" />
                  <text x={bar.width + 8} y="4">
                    {bar.miles} mi
                  </text>
                </g>
              );
            })()}
            {cards.map((park) => {
              const { x, y } = project(park);
              // The pin's name is its visible text (WCAG 2.5.3): the park, then its price or that it is not available.
              const price =
                park.availability === "UNAVAILABLE"
                  ? "not available"
                  : park.startingPrice !== null
                    ? `from ${formatUsd(park.startingPrice)}`
                    : null;
              const href = stayQuery ? `/${park.slug}?${stayQuery}` : `/${park.slug}`;
              return (
                <Link key={park.id} href={href} className={styles.pin}>
                  {/* A generous, invisible hit area (WCAG 2.5.8) that also draws the focus ring. */}
                  <circle cx={x} cy={y - 24} r="34" className={styles.hit} />
                  <path
                    d={`M ${x} ${y} c -12 -18 -16 -22 -16 -30 a 16 16 0 1 1 32 0 c 0 8 -4 12 -16 30 z`}
                    data-availability={park.availability}
                    className={styles.marker}
                  />
                  <circle cx={x} cy={y - 30} r="6" fill="#fff" />
                  {/* One text, so the link's name starts with exactly what it shows (WCAG 2.5.3). */}
                  <text x={x} y={y + 20} textAnchor="middle">
                    <tspan className={styles.label}>{park.name}</tspan>
                    {price && (
                      <tspan x={x} dy={18} className={styles.price}>
                        {` ${price}`}
                      </tspan>
                    )}
                  </text>
                </Link>
              );
            })}
          </svg>
          <figcaption className={styles.caption}>
            Pins are placed by each park&apos;s GPS position; select one to open the park.
          </figcaption>
        </figure>
      ) : (
        <Text>No parks to show. Clear a filter to see more.</Text>
      )}
    </ToolbarModal>
  );
}

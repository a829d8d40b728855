"use client";

import { Button } from "@mantine/core";
import { useEffect, useRef } from "react";
import { DANGER_COLOR } from "@/lib/theme";
import type { TPhoto } from "../photos.schemas";
import styles from "./photos-screen.module.css";

export type MoveDirection = "up" | "down";

/** The order with the photo at `index` moved one place `direction`. */
export function movedOrder(photos: TPhoto[], index: number, direction: MoveDirection): string[] {
  const ids = photos.map((photo) => photo.id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

/**
 * The gallery's photos in the order guests see them, each with its description, size and buttons to move it
 * earlier or later, edit its description and remove it. After a move the focus stays on the moved photo's
 * button (or its other move button at either end), so a keyboard user can keep moving it.
 */
export function PhotoGalleryList({
  photos,
  focusAfterMove,
  onMove,
  onEdit,
  onRemove,
}: {
  photos: TPhoto[];
  focusAfterMove: { photoId: string; direction: MoveDirection } | null;
  onMove: (index: number, direction: MoveDirection) => void;
  onEdit: (photo: TPhoto) => void;
  onRemove: (photo: TPhoto) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const button = (direction: MoveDirection) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-photo="${focusAfterMove.photoId}"][data-move="${direction}"]`,
      );
    const wanted = button(focusAfterMove.direction);
    const other = button(focusAfterMove.direction === "up" ? "down" : "up");
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focusAfterMove]);

  return (
    <ol ref={list} className={styles.list}>
      {photos.map((photo, index) => {
        const described = (
          <span className="visually-hidden">
            {" "}
            photo {index + 1}: {photo.alt}
          </span>
        );
        return (
          <li key={photo.id}>
            <article className={styles.card} aria-label={`Photo ${index + 1} of ${photos.length}`}>
              <div className={styles.thumb}>
                {/* biome-ignore lint/performance/noImgElement: the stored variants are the srcset already. */}
                <img
                  src={photo.url}
                  srcSet={photo.srcSet}
                  sizes="(max-width: 40rem) 100vw, 18rem"
                  alt=""
                  loading="lazy"
                />
                <span className={styles.position} aria-hidden>
                  {index + 1}
                </span>
              </div>
              <div className={styles.body}>
                <p className={styles.alt}>{photo.alt}</p>
                <p className={styles.size}>
                  {photo.width} × {photo.height} px
                </p>
                <div className={styles.cardActions}>
                  <Button
                    variant="default"
                    className={styles.tap}
                    disabled={index === 0}
                    data-photo={photo.id}
                    data-move="up"
                    onClick={() => onMove(index, "up")}
                  >
                    Move up{described}
                  </Button>
                  <Button
                    variant="default"
                    className={styles.tap}
                    disabled={index === photos.length - 1}
                    data-photo={photo.id}
                    data-move="down"
                    onClick={() => onMove(index, "down")}
                  >
                    Move down{described}
                  </Button>
                  <Button variant="default" className={styles.tap} onClick={() => onEdit(photo)}>
                    Edit text{described}
                  </Button>
                  <Button
                    variant="outline"
                    color={DANGER_COLOR}
                    className={styles.tap}
                    onClick={() => onRemove(photo)}
                  >
                    Remove{described}
                  </Button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

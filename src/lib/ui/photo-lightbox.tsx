"use client";

import { ActionIcon } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { create } from "zustand";
import { GalleryImage } from "@/lib/ui/gallery-image";
import { LazyModal, preloadModal } from "@/lib/ui/lazy-modal";
import { useUiStore } from "@/lib/ui-store";
import styles from "./photo-lightbox.module.css";

/** `srcSet` for an uploaded photo's stored widths (see GalleryImage). */
export type LightboxPhoto = { url: string; alt: string; srcSet?: string };

/** Which gallery the one carousel flag (spec §2) shows, and which photo of it. */
const useLightbox = create<{
  gallery: string | null;
  index: number;
  show: (gallery: string, index: number) => void;
}>()((set) => ({ gallery: null, index: 0, show: (gallery, index) => set({ gallery, index }) }));

/** A photo of a gallery as a button that opens it in the lightbox. */
export function LightboxButton({
  gallery,
  index,
  className,
  children,
}: {
  gallery: string;
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const show = useLightbox((state) => state.show);
  const setModal = useUiStore((state) => state.setModal);
  return (
    <button
      type="button"
      className={`${styles.trigger} ${className ?? ""}`}
      aria-haspopup="dialog"
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={() => {
        show(gallery, index);
        setModal("carousel", true);
      }}
    >
      {children}
    </button>
  );
}

/**
 * The photo lightbox of a gallery (the `carousel` modal flag): one photo at a time with its description and
 * "n of m", previous and next buttons and the arrow keys, Escape or the close button to leave; focus stays
 * inside while it is open and returns to the photo that opened it. Closes on route change like every flag. The
 * dialog's code is fetched when a photo is first pointed at, focused or opened (issue 12 §6).
 */
export function PhotoLightbox({
  gallery,
  title,
  photos,
}: {
  gallery: string;
  title: string;
  photos: LightboxPhoto[];
}) {
  const open = useUiStore((state) => state.modals.carousel);
  const setModal = useUiStore((state) => state.setModal);
  const active = useLightbox((state) => state.gallery === gallery);
  const index = useLightbox((state) => state.index);
  const show = useLightbox((state) => state.show);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const shown = open && active && count > 0;
  // The arrow keys step wherever focus is in the dialog (it starts on the close button).
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (delta === 0 || event.altKey || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      const { index: current } = useLightbox.getState();
      show(gallery, (current + delta + count) % count);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [shown, gallery, count, show]);
  const step = (delta: number) => show(gallery, (index + delta + count) % count);
  return (
    <LazyModal
      opened={shown}
      onClose={() => setModal("carousel", false)}
      title={title}
      size="min(1100px, 100%)"
      centered
      classNames={{ content: styles.content, header: styles.header, body: styles.body, title: styles.title }}
      closeButtonProps={{ "aria-label": "Close photos" }}
    >
      {current && (
        <div className={styles.stage} data-testid="lightbox">
          <figure className={styles.figure}>
            <div className={styles.frame}>
              <GalleryImage
                key={current.url}
                photo={current}
                sizes="(max-width: 1100px) 100vw, 1100px"
                className={styles.photo}
              />
            </div>
            <figcaption className={styles.caption}>
              <span>{current.alt}</span>
              <span className={styles.position} aria-live="polite">
                Photo {index + 1} of {count}
              </span>
            </figcaption>
          </figure>
          {count > 1 && (
            <div className={styles.controls}>
              <ActionIcon
                size="xl"
                radius="xl"
                variant="default"
                onClick={() => step(-1)}
                aria-label="Previous photo"
              >
                <IconChevronLeft aria-hidden size={24} />
              </ActionIcon>
              <ActionIcon
                size="xl"
                radius="xl"
                variant="default"
                onClick={() => step(1)}
                aria-label="Next photo"
              >
                <IconChevronRight aria-hidden size={24} />
              </ActionIcon>
            </div>
          )}
        </div>
      )}
    </LazyModal>
  );
}

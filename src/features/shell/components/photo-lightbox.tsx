"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useUiStore } from "../ui-store";
import { type LightboxPhoto, useLightbox } from "./lightbox-store";
import styles from "./photo-lightbox.module.css";

export type { LightboxPhoto } from "./lightbox-store";

const loadDialog = () => import("./photo-lightbox-dialog");
const PhotoLightboxDialog = dynamic(() => loadDialog().then((module) => module.PhotoLightboxDialog), {
  ssr: false,
});

/** A photo of a gallery as a button that opens it in the lightbox (whose code it fetches on first intent). */
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
  const preload = () => void loadDialog();
  return (
    <button
      type="button"
      className={`${styles.trigger} ${className ?? ""}`}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        show(gallery, index, event.currentTarget);
        setModal("carousel", true);
      }}
    >
      {children}
    </button>
  );
}

/**
 * The photo lightbox of a gallery (the `carousel` modal flag). Its dialog (Mantine's Modal) is fetched the first
 * time a photo is pointed at, focused or opened, not with the park page (issue 12 §6); once loaded it stays
 * mounted. Closing gives focus back to the photo that opened it.
 */
export function PhotoLightbox(props: { gallery: string; title: string; photos: LightboxPhoto[] }) {
  const open = useUiStore((state) => state.modals.carousel);
  const active = useLightbox((state) => state.gallery === props.gallery);
  const shown = open && active && props.photos.length > 0;
  const [wanted, setWanted] = useState(false);
  if (!wanted && shown) setWanted(true);

  const wasShown = useRef(false);
  useEffect(() => {
    if (wasShown.current && !shown) {
      const opener = useLightbox.getState().opener;
      if (opener?.isConnected) opener.focus();
    }
    wasShown.current = shown;
  }, [shown]);

  return wanted ? <PhotoLightboxDialog {...props} /> : null;
}

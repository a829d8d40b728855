import { create } from "zustand";

export type LightboxPhoto = { url: string; alt: string };

/** Which gallery the one carousel flag (spec §2) shows, which photo of it, and the photo button that opened it. */
export const useLightbox = create<{
  gallery: string | null;
  index: number;
  opener: HTMLElement | null;
  show: (gallery: string, index: number, opener?: HTMLElement) => void;
}>()((set) => ({
  gallery: null,
  index: 0,
  opener: null,
  show: (gallery, index, opener) => set((state) => ({ gallery, index, opener: opener ?? state.opener })),
}));

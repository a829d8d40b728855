import { create } from "zustand";

/** The modal flags of spec §2, plus the mobile menu; every one closes on route change. */
export const MODAL_FLAGS = ["map", "search", "filter", "tripDetailsForm", "carousel", "membership"] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];

type UiState = {
  modals: Record<ModalFlag, boolean>;
  mobileMenuOpen: boolean;
  /** The one open mobile dropdown (spec §2: only one at a time). */
  openMobileDropdown: string | null;
  /** The open desktop header menu (Locations), so a route change closes it too. */
  openHeaderMenu: string | null;
  setModal: (flag: ModalFlag, open: boolean) => void;
  setMobileMenu: (open: boolean) => void;
  toggleMobileDropdown: (name: string) => void;
  setHeaderMenu: (name: string | null) => void;
  closeAll: () => void;
};

const allClosed = Object.fromEntries(MODAL_FLAGS.map((flag) => [flag, false])) as Record<ModalFlag, boolean>;

export const useUiStore = create<UiState>()((set) => ({
  modals: allClosed,
  mobileMenuOpen: false,
  openMobileDropdown: null,
  openHeaderMenu: null,
  setModal: (flag, open) => set((state) => ({ modals: { ...state.modals, [flag]: open } })),
  setMobileMenu: (open) => set({ mobileMenuOpen: open, openMobileDropdown: null }),
  toggleMobileDropdown: (name) =>
    set((state) => ({ openMobileDropdown: state.openMobileDropdown === name ? null : name })),
  setHeaderMenu: (name) => set({ openHeaderMenu: name }),
  closeAll: () =>
    set({ modals: allClosed, mobileMenuOpen: false, openMobileDropdown: null, openHeaderMenu: null }),
}));

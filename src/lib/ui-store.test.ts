import { beforeEach, describe, expect, it } from "vitest";
import { MODAL_FLAGS, useUiStore } from "./ui-store";

describe("the UI store", () => {
  beforeEach(() => useUiStore.getState().closeAll());

  it("keeps only one mobile dropdown open and closes it when chosen again", () => {
    const { toggleMobileDropdown } = useUiStore.getState();
    toggleMobileDropdown("locations");
    toggleMobileDropdown("explore");
    expect(useUiStore.getState().openMobileDropdown).toBe("explore");
    toggleMobileDropdown("explore");
    expect(useUiStore.getState().openMobileDropdown).toBeNull();
  });

  it("closes every modal flag and the mobile menu at once (route change)", () => {
    const state = useUiStore.getState();
    for (const flag of MODAL_FLAGS) state.setModal(flag, true);
    state.setMobileMenu(true);
    state.toggleMobileDropdown("locations");
    state.setHeaderMenu("locations");
    useUiStore.getState().closeAll();
    const after = useUiStore.getState();
    expect(Object.values(after.modals).every((open) => !open)).toBe(true);
    expect(after.mobileMenuOpen).toBe(false);
    expect(after.openMobileDropdown).toBeNull();
    expect(after.openHeaderMenu).toBeNull();
  });
});

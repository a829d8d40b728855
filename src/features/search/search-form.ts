import type { EquipmentType, Guests, SlideOut } from "@/features/availability/engine-types";
import { MAX_STAY_NIGHTS, RV_EQUIPMENT, type SearchState, validStay } from "./search-state";

/** What the search bar holds while the camper edits it. */
export type SearchDraft = {
  start: string | null;
  end: string | null;
  guests: Guests;
  location: SearchState["location"];
  equipmentType: EquipmentType | null;
  rvLength: number | null;
  slideOutType: SlideOut | null;
};

export type SearchDraftErrors = Partial<Record<"dates" | "location" | "rvLength" | "guests", string>>;

export function draftFromState(state: SearchState): SearchDraft {
  return {
    start: state.dates?.start ?? null,
    end: state.dates?.end ?? null,
    guests: state.guests,
    location: state.location,
    equipmentType: state.equipmentType,
    rvLength: state.rvLength,
    slideOutType: state.slideOutType,
  };
}

export function isRvEquipment(type: EquipmentType | null): boolean {
  return type !== null && RV_EQUIPMENT.includes(type);
}

/**
 * Field messages for a draft, or none. `today` is the camper's calendar date; `locationText` is what is typed in
 * the location field, which must be a place picked from the list (or cleared).
 */
export function validateSearchDraft(
  draft: SearchDraft,
  options: { today: string; locationText: string },
): SearchDraftErrors {
  const errors: SearchDraftErrors = {};
  if (!draft.start || !draft.end) {
    errors.dates = draft.start ? "Choose your departure date" : "Choose your arrival and departure dates";
  } else if (draft.start < options.today) {
    errors.dates = "Your arrival date has passed; choose a later one";
  } else if (!validStay(draft.start, draft.end)) {
    errors.dates = `Stays can be 1 to ${MAX_STAY_NIGHTS} nights`;
  }
  if (options.locationText.trim() !== "" && draft.location?.name !== options.locationText.trim()) {
    errors.location = "Pick a place from the list, or clear the field to see every park";
  }
  if (draft.guests.adults < 1) errors.guests = "At least one adult must be in the party";
  if (isRvEquipment(draft.equipmentType) && draft.rvLength !== null) {
    if (!Number.isInteger(draft.rvLength) || draft.rvLength < 1 || draft.rvLength > 100) {
      errors.rvLength = "Enter your RV's length in feet, 1 to 100";
    }
  }
  return errors;
}

/** The state a valid draft searches for; filters and sort stay, a chosen site does not (it may not be free). */
export function stateFromDraft(current: SearchState, draft: SearchDraft): SearchState {
  const rv = isRvEquipment(draft.equipmentType);
  return {
    ...current,
    touched: true,
    dates: draft.start && draft.end ? { start: draft.start, end: draft.end } : null,
    guests: draft.guests,
    location: draft.location,
    equipmentType: draft.equipmentType,
    rvLength: rv ? draft.rvLength : null,
    slideOutType: rv ? draft.slideOutType : null,
    siteId: null,
    siteLocked: false,
  };
}

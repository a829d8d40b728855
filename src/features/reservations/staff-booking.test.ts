import { describe, expect, it } from "vitest";
import { rulesBindingStaff } from "./staff-booking";

describe("staff bookings, pure", () => {
  it("lets staff past the online-booking rules only", () => {
    const reasons = [
      { id: "CANNOT_RESERVE_ONLINE", message: "Call the park to book this site." },
      { id: "MAX_PETS", message: "No more than 2 pets are allowed." },
    ] as const;
    expect(rulesBindingStaff(reasons).map((reason) => reason.id)).toEqual(["MAX_PETS"]);
  });
});

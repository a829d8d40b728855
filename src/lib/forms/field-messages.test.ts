import { describe, expect, it } from "vitest";
import { messageAt, strayMessage } from "./field-messages";

const errors = { "rvTypes.1": "Choose a rig.", name: "Enter a name.", "dates.start": "Too early." };

describe("messageAt", () => {
  it("finds a message below a list field as the field's own", () => {
    expect(messageAt(errors, "rvTypes")).toBe("Choose a rig.");
    expect(messageAt(errors, "name")).toBe("Enter a name.");
  });

  it("finds nothing at a field with no message, nor at one that only starts like it", () => {
    expect(messageAt(errors, "rv")).toBeUndefined();
  });
});

describe("strayMessage", () => {
  it("picks the first message at none of the form's fields", () => {
    expect(strayMessage(errors, ["rvTypes", "name"])).toBe("Too early.");
  });

  it("is null when every message has its field", () => {
    expect(strayMessage(errors, ["rvTypes", "name", "dates"])).toBeNull();
  });
});

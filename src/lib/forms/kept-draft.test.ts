import { describe, expect, it } from "vitest";
import { type DraftStore, forgetDraft, keepDraft, readKeptDraft } from "./kept-draft";

function memoryStore(): DraftStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const asName = (stored: unknown) =>
  typeof stored === "object" && stored !== null && "name" in stored && typeof stored.name === "string"
    ? { name: stored.name }
    : null;

describe("a form's kept draft", () => {
  it("is read back as it was kept, until it is forgotten", () => {
    const store = memoryStore();
    keepDraft(store, "form", { name: "Ann" });
    expect(readKeptDraft(store, "form", asName)).toEqual({ name: "Ann" });
    forgetDraft(store, "form");
    expect(readKeptDraft(store, "form", asName)).toBeNull();
  });

  it("reads nothing from a draft the form no longer accepts, or from text that is not JSON", () => {
    const store = memoryStore();
    store.setItem("form", JSON.stringify({ other: 1 }));
    expect(readKeptDraft(store, "form", asName)).toBeNull();
    store.setItem("form", "{not json");
    expect(readKeptDraft(store, "form", asName)).toBeNull();
  });

  it("keeps nothing, and does not fail, where the storage refuses or is missing", () => {
    const refusing: DraftStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => keepDraft(refusing, "form", { name: "Ann" })).not.toThrow();
    expect(readKeptDraft(refusing, "form", asName)).toBeNull();
    expect(() => forgetDraft(refusing, "form")).not.toThrow();
    expect(readKeptDraft(null, "form", asName)).toBeNull();
  });
});

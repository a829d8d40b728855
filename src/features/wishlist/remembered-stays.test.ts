import { describe, expect, it } from "vitest";
import { lastStay, rememberLastStay, rememberStayFor, stayToReturnTo } from "./remembered-stays";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const july = { start: "2027-07-09", end: "2027-07-11", query: "start=2027-07-09&end=2027-07-11&adults=2" };
const august = { start: "2027-08-06", end: "2027-08-08", query: "start=2027-08-06&end=2027-08-08&pets=1" };
const cabin = { parkId: "p1", campsiteTypeId: "t1" };
const park = { parkId: "p1" };
const params = (query: string) => new URLSearchParams(query);

describe("remembered stays", () => {
  it("returns a saved type to the stay on screen when its heart was pressed, even after another search", () => {
    const storage = memoryStorage();
    rememberLastStay(storage, july);
    rememberStayFor(storage, cabin, params(`${july.query}&type=t1`));
    rememberLastStay(storage, august);
    expect(stayToReturnTo(storage, cabin, "2027-06-01")).toEqual(july);
  });

  it("returns a type saved without dates to the last search, and a park saved without dates to none", () => {
    const storage = memoryStorage();
    rememberLastStay(storage, july);
    rememberStayFor(storage, cabin, params(""));
    rememberStayFor(storage, park, params(""));
    expect(stayToReturnTo(storage, cabin, "2027-06-01")).toEqual(july);
    expect(stayToReturnTo(storage, park, "2027-06-01")).toBeNull();
  });

  it("returns a park saved on a search's page to that search", () => {
    const storage = memoryStorage();
    rememberLastStay(storage, august);
    rememberStayFor(storage, park, params(august.query));
    expect(stayToReturnTo(storage, park, "2027-06-01")).toEqual(august);
  });

  it("forgets a stay whose arrival has passed", () => {
    const storage = memoryStorage();
    rememberLastStay(storage, july);
    rememberStayFor(storage, cabin, params(july.query));
    expect(stayToReturnTo(storage, cabin, "2027-07-10")).toBeNull();
  });

  it("ignores what it cannot read as a stay", () => {
    const storage = memoryStorage();
    storage.setItem("lantern.lastStay", "{not json");
    expect(lastStay(storage)).toBeNull();
    rememberLastStay(storage, { start: "2027-07-11", end: "2027-07-09", query: "" });
    expect(lastStay(storage)).toBeNull();
  });
});

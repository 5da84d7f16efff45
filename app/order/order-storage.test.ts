import { afterEach, describe, expect, it } from "vitest";
import { PEOPLE_KEY, readPeople, removeEveryone, removePerson, savePerson } from "#app/order/people.ts";

afterEach(() => localStorage.clear());

describe("the people whose measurements the order form keeps on the phone", () => {
  it("keeps people by name, replaces one saved again, removes one or all", () => {
    expect(savePerson({ name: "Riya", unit: "in", measures: { chest: 914_400 } }).saved).toBe(true);
    savePerson({ name: "Me", unit: "cm", measures: { waist: 800_000 } });
    savePerson({ name: "riya ", unit: "cm", measures: { chest: 900_000 } });
    expect(readPeople()).toEqual([
      { name: "riya", unit: "cm", measures: { chest: 900_000 } },
      { name: "Me", unit: "cm", measures: { waist: 800_000 } },
    ]);
    expect(removePerson("RIYA")).toEqual([{ name: "Me", unit: "cm", measures: { waist: 800_000 } }]);
    expect(removeEveryone()).toEqual([]);
    expect(localStorage.getItem(PEOPLE_KEY)).toBeNull();
  });

  it("leaves out people it did not write, and lengths no body has", () => {
    localStorage.setItem(
      PEOPLE_KEY,
      JSON.stringify([{ name: "", unit: "cm", measures: {} }, { name: "Ok", unit: "in", measures: { chest: 914_400, waist: 9e9, hips: "36" } }, "junk"]),
    );
    expect(readPeople()).toEqual([{ name: "Ok", unit: "in", measures: { chest: 914_400 } }]);
  });

  it("says so when the phone keeps nothing", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      expect(savePerson({ name: "Riya", unit: "in", measures: {} }).saved).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

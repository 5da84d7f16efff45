import { afterEach, describe, expect, it, vi } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { chooseSavingData, savesData, smallestOf, toldOfSavingData } from "#app/utils/low-data.ts";

/** The phone's own wish to save data, as `navigator.connection.saveData` tells it. */
const phoneSavesData = (on: boolean) => vi.stubGlobal("navigator", { ...navigator, connection: { saveData: on } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("low-data mode", () => {
  it("follows the phone until the visitor chooses, and then her choice, kept on the device", () => {
    phoneSavesData(true);
    expect(savesData()).toBe(true);
    expect(toldOfSavingData.due()).toBe(true);
    chooseSavingData(false);
    expect(savesData()).toBe(false);
    expect(toldOfSavingData.due()).toBe(false);
    phoneSavesData(false);
    chooseSavingData(true);
    expect(savesData()).toBe(true);
    expect(localStorage.getItem("low-data")).toBe("on");
  });

  it("holds her choice on the page where the browser blocks storage, or it is full", () => {
    phoneSavesData(true);
    const unblock = blockStorage();
    try {
      chooseSavingData(false);
      expect(savesData()).toBe(false);
      chooseSavingData(true);
      expect(savesData()).toBe(true);
    } finally {
      unblock();
    }
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    chooseSavingData(false);
    expect(savesData()).toBe(false);
    vi.restoreAllMocks();
  });

  it("takes a srcset's first, smallest file", () => {
    expect(smallestOf("/a-400.avif 400w, /a-600.avif 600w, /a-800.avif 800w")).toBe("/a-400.avif 400w");
    expect(smallestOf("/a.jpg 400w")).toBe("/a.jpg 400w");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("deviceStorage", () => {
  it("keeps, reads and removes values", () => {
    expect(deviceStorage.usable()).toBe(true);
    expect(deviceStorage.set("key", "value")).toBe(true);
    expect(deviceStorage.get("key")).toBe("value");
    deviceStorage.remove("key");
    expect(deviceStorage.get("key")).toBeNull();
  });

  it("answers instead of throwing where the browser blocks storage", () => {
    const unblock = blockStorage();
    try {
      expect(deviceStorage.usable()).toBe(false);
      expect(deviceStorage.set("key", "value")).toBe(false);
      expect(deviceStorage.get("key")).toBeNull();
      expect(() => deviceStorage.remove("key")).not.toThrow();
    } finally {
      unblock();
    }
  });

  it("says a write failed when the storage is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    expect(deviceStorage.set("key", "value")).toBe(false);
  });
});

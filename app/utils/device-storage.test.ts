import { afterEach, describe, expect, it, vi } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { contactDraft } from "#app/contact/contact-draft.ts";
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

describe("contactDraft", () => {
  const draft = { name: "આશા", email: "asha@example.com", message: "Two kediyu 🎉\nfor Navratri" };

  it("keeps the three fields exactly as written, and forgets them when cleared", () => {
    contactDraft.save(draft);
    expect(contactDraft.read()).toEqual(draft);
    contactDraft.clear();
    expect(contactDraft.read()).toBeNull();
  });

  it("keeps nothing for an empty form", () => {
    contactDraft.save(draft);
    contactDraft.save({ name: "", email: "", message: "" });
    expect(localStorage.length).toBe(0);
  });

  it("treats anything it did not write as no draft", () => {
    for (const kept of ["{not json", "null", '"text"', '{"name":1,"email":"","message":""}']) {
      localStorage.setItem("contact-form-draft", kept);
      expect(contactDraft.read()).toBeNull();
    }
  });
});

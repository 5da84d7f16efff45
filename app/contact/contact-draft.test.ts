import { afterEach, describe, expect, it, vi } from "vitest";
import { contactDraft } from "#app/contact/contact-draft.ts";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
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

import { describe, expect, it } from "vitest";
import { parseDraft } from "#app/order/order-draft.ts";
import { orderReference } from "#app/order/order-reference.ts";

describe("orderReference", () => {
  it("is eight characters in two groups, without letters misread over the phone", () => {
    for (let i = 0; i < 200; i++) expect(orderReference()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("draws each character from the random bytes it is given", () => {
    expect(orderReference((bytes) => bytes.map((_, i) => i * 33))).toBe("0123-4567");
  });

  it("is kept with a sent order and read back from the phone; a reference in another form is not", () => {
    const at = Date.now() - 1000;
    expect(parseDraft(JSON.stringify({ name: "Asha", sent: { at, ref: "K7QM-42XR" } }))?.sent).toEqual({ at, ref: "K7QM-42XR" });
    expect(parseDraft(JSON.stringify({ name: "Asha", sent: { at, ref: "<b>hi</b>" } }))?.sent).toBeUndefined();
    expect(parseDraft(JSON.stringify({ name: "Asha", sent: { at: Date.now() + 86_400_000, ref: "K7QM-42XR" } }))?.sent).toBeUndefined();
  });
});

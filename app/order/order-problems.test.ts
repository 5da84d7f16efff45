import { describe, expect, it } from "vitest";
import * as en from "#app/paraglide-order/messages/en.js";
import * as gu from "#app/paraglide-order/messages/gu.js";
import { EMPTY_DRAFT, type OrderDraft } from "#app/order/order-draft.ts";
import { lastDay, orderProblems, type OrderState } from "#app/order/order-problems.ts";
import type { OrderWords } from "#app/order/order-words.ts";

const state = (draft: Partial<OrderDraft>, words: unknown = en, locale: OrderState["locale"] = "en"): OrderState => ({
  draft: { ...EMPTY_DRAFT, ...draft },
  w: words as OrderWords,
  locale,
  measures: [],
  measuring: { problems: new Map() },
  first: "2026-11-28",
  last: lastDay("2026-11-27"),
  budget: null,
  sendBy: "whatsapp",
  designs: 1,
});

describe("what keeps an order from going on", () => {
  it("needs a design, or one of her own described in words", () => {
    const none = { ...state({}), designs: 0 };
    expect(orderProblems("designs", true, none)).toEqual([
      { id: "order-notes", text: "Choose a design from the collections, or describe the one you want in words." },
    ]);
    expect(orderProblems("designs", true, { ...none, draft: { ...EMPTY_DRAFT, notes: "   " } })).toHaveLength(1);
    expect(orderProblems("designs", true, { ...none, draft: { ...EMPTY_DRAFT, notes: "A red chaniya with a mirror-work border" } })).toEqual([]);
    expect(orderProblems("designs", true, state({}))).toEqual([]);
  });

  it("takes a day from tomorrow up to two years ahead, and no other", () => {
    expect(lastDay("2026-11-27")).toBe("2028-11-27");
    expect(lastDay("2028-02-29")).toBe("2030-03-01");
    expect(orderProblems("who", false, state({ date: "2026-11-28" }))).toEqual([]);
    expect(orderProblems("who", false, state({ date: "2028-11-27" }))).toEqual([]);
    expect(orderProblems("who", false, state({ date: "2026-11-27" }))).toEqual([
      { id: "order-date", text: "That day is too soon: choose tomorrow or a later day." },
    ]);
    expect(orderProblems("who", false, state({ date: "9999-12-31" }))).toEqual([
      { id: "order-date", text: "Choose a day within two years: 27 November 2028 at the latest." },
    ]);
    expect(orderProblems("who", false, state({ date: "275760-01-01" }))[0].id).toBe("order-date");
  });

  it("refuses a text past its limit as soon as it is typed, with how much to take out, in the page's language", () => {
    expect(orderProblems("send", false, state({ notes: "x".repeat(2000) }))).toEqual([]);
    expect(orderProblems("send", false, state({ notes: "x".repeat(3830) }))).toEqual([
      { id: "order-notes", text: "Anything else (optional): 3,830 characters, and at most 2,000 fit. Please remove 1,830." },
    ]);
    expect(orderProblems("who", false, state({ person: "ક્ષિ".repeat(61) }, gu, "gu"))).toEqual([
      { id: "order-person", text: "જેના માટે છે તેમનું નામ: 61 અક્ષર છે, વધુમાં વધુ 60 ચાલે. કૃપા કરી 1 અક્ષર ઓછા કરો." },
    ]);
  });

  it("does not hold against the order a field it does not send", () => {
    expect(orderProblems("send", false, state({ answer: "whatsapp", email: `${"a".repeat(300)}@example.com` }))).toEqual([]);
  });
});

import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { EMPTY_DRAFT, parseDraft } from "#app/order/order-draft.ts";
import type * as DraftStoreModule from "#app/order/draft-store.ts";

type DraftStore = typeof DraftStoreModule;

// The store keeps what this page holds in the module: each test has a page of its own.
let store: DraftStore;
beforeEach(async () => {
  vi.resetModules();
  store = await import("#app/order/draft-store.ts");
});
afterEach(() => localStorage.clear());

const kediya = [{ slug: "kediya", number: 3 }];
const chorni = [{ slug: "chorni", number: 2 }];

describe("an order's draft", () => {
  it("is kept under its designs, whatever their order in the address", () => {
    expect(store.draftKey([...kediya, ...chorni])).toBe(store.draftKey([...chorni, ...kediya]));
    expect(store.draftKey(kediya)).not.toBe(store.draftKey(chorni));
    expect(store.draftKey([])).toBe("order-draft:");
  });

  it("keeps two orders' words apart, and a new order starts with the visitor's details only", async () => {
    const a = store.draftKey(kediya);
    const b = store.draftKey(chorni);
    store.writeDraft(a, { ...store.currentDraft(a), person: "Riya", notes: "Kediya for Riya, longer sleeve", name: "Asha" });
    store.writeDraft(b, { ...store.currentDraft(b), person: "Papa", notes: "Chorni for Papa" });

    // A reload: what the phone kept, read afresh.
    vi.resetModules();
    store = await import("#app/order/draft-store.ts");
    expect(store.currentDraft(a)).toMatchObject({ person: "Riya", notes: "Kediya for Riya, longer sleeve", name: "Asha" });
    expect(store.currentDraft(b)).toMatchObject({ person: "Papa", notes: "Chorni for Papa" });
    expect(store.draftRestored(a)).toBe(true);
    expect(store.currentDraft(store.draftKey([{ slug: "koti", number: 1 }]))).toEqual({ ...EMPTY_DRAFT, name: "Asha" });
  });

  it("starts a new order in the unit and the way of measuring she chose last time, inches where she never chose", () => {
    const a = store.draftKey(kediya);
    expect(store.currentDraft(a)).toMatchObject({ unit: "in", way: "" });
    store.writeDraft(a, { ...store.currentDraft(a), name: "Asha", unit: "cm", way: "shop" });
    expect(store.currentDraft(store.draftKey(chorni))).toMatchObject({ name: "Asha", unit: "cm", way: "shop", person: "" });
  });

  it("goes with its order when a design is taken out of it", () => {
    const both = store.draftKey([...kediya, ...chorni]);
    store.writeDraft(both, { ...EMPTY_DRAFT, person: "Riya" });
    store.moveDraft(both, store.draftKey(kediya));
    // Read at the old address while the page's address catches up: the same words, left where they went.
    expect(store.currentDraft(both).person).toBe("Riya");
    expect(localStorage.getItem(both)).toBeNull();
    expect(parseDraft(localStorage.getItem(store.draftKey(kediya)))).toMatchObject({ person: "Riya" });
    expect(store.currentDraft(store.draftKey(kediya)).person).toBe("Riya");
  });

  it("offers the one draft an older page kept to an empty order, and takes it up only when asked", () => {
    localStorage.setItem("order-draft", JSON.stringify({ person: "Riya", notes: "From before" }));
    const a = store.draftKey(kediya);
    const b = store.draftKey(chorni);
    store.writeDraft(b, { ...store.currentDraft(b), notes: "Chorni for Papa" });
    const { result, unmount } = renderHook(() => [store.useOldDraft(a), store.useOldDraft(b)]);
    // Not attached to whichever order opened first; offered where nothing is written yet.
    expect(store.currentDraft(a).notes).toBe("");
    expect(result.current).toEqual([true, false]);
    act(() => store.takeOldDraft(a));
    expect(store.currentDraft(a)).toMatchObject({ person: "Riya", notes: "From before" });
    expect(store.draftRestored(a)).toBe(true);
    expect(localStorage.getItem("order-draft")).toBeNull();
    expect(result.current).toEqual([false, false]);
    unmount();
  });

  it("carries an order's words over to a new order holding its designs and more, and lets the old draft go", async () => {
    const first = store.draftKey(kediya);
    store.writeDraft(first, { ...store.currentDraft(first), person: "Riya", date: "2027-01-10", budget: "4000", typed: { chest: "34" }, name: "Asha" });
    const other = store.draftKey([{ slug: "koti", number: 1 }]);
    store.writeDraft(other, { ...store.currentDraft(other), person: "Papa" });
    // On another visit, the same design and one more ordered together from the shortlist.
    vi.resetModules();
    store = await import("#app/order/draft-store.ts");
    const both = store.draftKey([...kediya, ...chorni]);
    expect(store.currentDraft(both)).toMatchObject({ person: "Riya", date: "2027-01-10", budget: "4000", typed: { chest: "34" } });
    expect(store.draftRestored(both)).toBe(true);
    expect(localStorage.getItem(first)).toBeNull();
    expect(parseDraft(localStorage.getItem(both))).toMatchObject({ person: "Riya" });
    // An order that does not hold all of another's designs starts with her details only.
    expect(store.currentDraft(store.draftKey(chorni))).toMatchObject({ person: "", name: "Asha" });
    expect(parseDraft(localStorage.getItem(other))).toMatchObject({ person: "Papa" });
  });

  it("keeps at most twenty orders, the least recently written going first", () => {
    for (let i = 1; i <= 21; i++) {
      vi.setSystemTime(Date.UTC(2026, 0, 1, 0, i));
      const key = store.draftKey([{ slug: "kediya", number: i }]);
      store.writeDraft(key, { ...EMPTY_DRAFT, person: `P${i}` });
    }
    vi.useRealTimers();
    const kept = Object.keys(localStorage).filter((key) => key.startsWith("order-draft:"));
    expect(kept).toHaveLength(20);
    expect(kept).not.toContain(store.draftKey([{ slug: "kediya", number: 1 }]));
  });

  it("knows an order was sent from another tab, and shows its end when taken up", () => {
    const key = store.draftKey(kediya);
    store.writeDraft(key, { ...store.currentDraft(key), person: "Riya", name: "Asha" });
    expect(store.sentElsewhere(key)).toBe(false);
    const sent = { at: Date.now() - 1000, ref: "K7QM-42XR" };
    localStorage.setItem(key, JSON.stringify({ ...store.currentDraft(key), sent }));
    expect(store.sentElsewhere(key)).toBe(true);
    store.takeChanges(key);
    expect(store.currentDraft(key).sent).toEqual(sent);
    expect(store.sentElsewhere(key)).toBe(false);
  });

  it("shows an order sent from another tab at once, so this tab cannot write over it", () => {
    const key = store.draftKey(kediya);
    store.writeDraft(key, { ...store.currentDraft(key), person: "Riya" });
    const { result, unmount } = renderHook(() => store.useDraft(key));
    const theirs = JSON.stringify({ ...store.currentDraft(key), sent: { at: Date.now() - 1000, ref: "K7QM-42XR" } });
    localStorage.setItem(key, theirs);
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key, newValue: theirs })));
    expect(result.current.sent?.ref).toBe("K7QM-42XR");
    expect(store.changedElsewhere(key)).toBeUndefined();
    unmount();
  });

  it("shows a change made in another tab at once, says so until this tab writes, and writes onto it, never over it", () => {
    const key = store.draftKey(kediya);
    store.writeDraft(key, { ...store.currentDraft(key), person: "Person C" });
    // A form on the page listens for the other tabs.
    const { unmount } = renderHook(() => store.useChangedElsewhere(key));
    const theirs = JSON.stringify({ ...EMPTY_DRAFT, person: "Person A", updated: Date.now() });
    localStorage.setItem(key, theirs);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: theirs }));
    expect(store.currentDraft(key).person).toBe("Person A");
    expect(store.changedElsewhere(key)).toBe("shown");
    store.writeDraft(key, { ...store.currentDraft(key), budget: "3000" });
    expect(parseDraft(localStorage.getItem(key))).toMatchObject({ person: "Person A", budget: "3000" });
    expect(store.changedElsewhere(key)).toBeUndefined();
    // The same words again (as another tab's write of what this one wrote) change nothing and say nothing.
    const same = localStorage.getItem(key)!;
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: same }));
    expect(store.changedElsewhere(key)).toBeUndefined();
    unmount();
  });

  it("keeps its words where another tab emptied the order, until asked for the empty one", () => {
    const key = store.draftKey(kediya);
    store.writeDraft(key, { ...store.currentDraft(key), person: "Riya" });
    const { unmount } = renderHook(() => store.useChangedElsewhere(key));
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: null }));
    expect(store.currentDraft(key).person).toBe("Riya");
    expect(store.changedElsewhere(key)).toBe("emptied");
    store.takeChanges(key);
    expect(store.currentDraft(key).person).toBe("");
    expect(store.changedElsewhere(key)).toBeUndefined();
    unmount();
  });

  it("knows as soon as the form is live that the phone keeps nothing", () => {
    const unblock = blockStorage();
    try {
      const { result, unmount } = renderHook(() => store.useDraftsKept());
      expect(result.current).toBe(false);
      unmount();
    } finally {
      unblock();
    }
  });

  it("knows from a write that fails that the phone is full", () => {
    const key = store.draftKey(kediya);
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    store.writeDraft(key, { ...EMPTY_DRAFT, person: "Riya" });
    expect(store.draftsKept()).toBe(false);
    // Nothing is lost on the page itself.
    expect(store.currentDraft(key).person).toBe("Riya");
    setItem.mockRestore();
  });
});

describe("reading a kept draft", () => {
  it("reads someone else's junk as no draft, field by field", () => {
    expect(parseDraft("not json")).toBeNull();
    expect(
      parseDraft(JSON.stringify({ person: 7, unit: "yards", way: "somewhere", typed: { chest: "36", "<img>": "x", waist: 3 }, exact: { chest: -1 } })),
    ).toEqual({ ...EMPTY_DRAFT, typed: { chest: "36" } });
  });

  it("cuts nothing it keeps, and keeps a date the shop refuses, for the form to say so", () => {
    const notes = "ક્ષ".repeat(3000);
    expect(parseDraft(JSON.stringify({ notes, date: "9999-12-31" }))).toMatchObject({ notes, date: "9999-12-31" });
    expect(parseDraft(JSON.stringify({ date: "275760-01-01" }))?.date).toBe("275760-01-01");
    expect(parseDraft(JSON.stringify({ date: "soon" }))?.date).toBe("");
    // No day of the calendar: a date would read 2027-02-30 as 2 March, and send that.
    expect(parseDraft(JSON.stringify({ date: "2027-02-30", person: "Riya" }))?.date).toBe("");
    expect(parseDraft(JSON.stringify({ date: "2027-13-01", person: "Riya" }))?.date).toBe("");
    expect(parseDraft(JSON.stringify({ date: "2028-02-29" }))?.date).toBe("2028-02-29");
  });

  it("keeps when a send began, and no time from the future", () => {
    expect(parseDraft(JSON.stringify({ sendingSince: 1_700_000_000_000 }))?.sendingSince).toBe(1_700_000_000_000);
    expect(parseDraft(JSON.stringify({ sendingSince: Date.now() + 86_400_000 }))?.sendingSince).toBeUndefined();
  });
});

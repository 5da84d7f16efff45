import { useSyncExternalStore } from "react";
import { designValue, type OrderedDesign } from "#app/content/catalogue-pages.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";
import { createStore } from "#app/utils/store.ts";
import { DETAILS, detailsOf, EMPTY_DRAFT, isEmpty, parseDraft, type Details, type OrderDraft } from "#app/order/order-draft.ts";

/**
 * The order page's drafts on the phone: one per order, an order being the set of designs in the
 * address, so that two tabs with two orders, or two orders one after the other, never write over
 * each other's words. A design taken out of an order takes its draft along. The visitor's own
 * details (her name, how to answer her) carry over to her next order; nothing else does. A draft
 * changed in another tab is shown here at once, and said so (`useChangedElsewhere`): no tab writes
 * over words it has not shown. One emptied there waits for the visitor to ask, her words kept here.
 * Where the phone will not keep a draft (storage full, blocked, a private mode), the page knows
 * at once (`useDraftsKept`), and says so. A new order that holds every design of an order begun
 * before (a design added to it from the shortlist) takes up that order's words, and its draft goes.
 */

const PREFIX = "order-draft:";
/** The visitor's details from her last order. */
const DETAILS_KEY = "order-details";
/** Where drafts were kept before each order had its own: it never said for which designs, so an empty order offers it (`useOldDraft`). */
const OLD_KEY = "order-draft";
/** Drafts kept at most: the oldest goes when a new order starts past it. */
const MOST_DRAFTS = 20;

interface Kept extends OrderDraft {
  /** When it was last written (ms since 1970): the oldest drafts go first. */
  updated?: number;
}

/** The key an order's draft is kept under: its designs, each once, in one order whatever the address's. */
export function draftKey(designs: readonly OrderedDesign[]): string {
  const names = [...new Set(designs.map(designValue))].sort();
  return PREFIX + names.join(",");
}

/** How another tab changed an order since this page last wrote it: its words shown here, or its draft emptied there. */
export type ChangeElsewhere = "shown" | "emptied";

// What this page holds: each order's draft as read once from the phone and then as typed, whether
// it came back from an earlier visit unchanged, and the orders another tab has changed since.
const drafts = new Map<string, OrderDraft>();
const restored = new Set<string>();
const elsewhere = new Map<string, ChangeElsewhere>();
// Orders a design was taken out of, and the order their words went to: shown there while the address catches up.
const movedTo = new Map<string, string>();
let kept: boolean | undefined;

function readDetails(): Partial<Details> {
  const details = parseDraft(deviceStorage.get(DETAILS_KEY));
  return details ? Object.fromEntries(DETAILS.map((name) => [name, details[name]])) : {};
}

/** The order's draft as the phone has it; a new order starts with the visitor's details only. */
function readKept(key: string): OrderDraft {
  const found = parseDraft(deviceStorage.get(key));
  return found && !isEmpty(found) ? found : { ...EMPTY_DRAFT, ...readDetails() };
}

/** Whether the phone keeps what is written: tried once with a word of its own, then known from each write. */
function probe(): boolean {
  if (kept === undefined) {
    kept = deviceStorage.set(`${PREFIX}probe`, "1");
    deviceStorage.remove(`${PREFIX}probe`);
  }
  return kept;
}

const store = createStore(
  () => drafts,
  (changed) => {
    // Known as soon as the form is live, before anything is typed.
    if (kept === undefined) {
      probe();
      changed();
    }
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.startsWith(PREFIX) || !drafts.has(event.key)) return;
      const theirs = parseDraft(event.newValue);
      // Sent from another tab: this one shows its end at once, and can no longer write over it or send it again.
      if (theirs?.sent && !drafts.get(event.key)?.sent) {
        drafts.set(event.key, theirs);
        restored.delete(event.key);
        elsewhere.delete(event.key);
        changed();
        return;
      }
      const ours = drafts.get(event.key);
      // Read as the phone's copy is, so that the same words in another order of fields are the same.
      if (JSON.stringify(theirs ?? EMPTY_DRAFT) === JSON.stringify(ours && parseDraft(JSON.stringify(ours)))) elsewhere.delete(event.key);
      else if (theirs && !isEmpty(theirs)) {
        // Shown at once: the next word typed here goes onto them, never over them.
        drafts.set(event.key, theirs);
        restored.delete(event.key);
        elsewhere.set(event.key, "shown");
      } else elsewhere.set(event.key, "emptied");
      changed();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
);

/** Whether nothing of the order is written in `draft` yet, whatever it holds of the visitor's own details. */
const noOrderYet = (draft: OrderDraft) => isEmpty({ ...draft, name: "", phone: "", email: "" });

/** The designs of the order kept under `key` ("kediya-3"), each once. */
const designsOf = (key: string) => key.slice(PREFIX.length).split(",").filter(Boolean);

/** The keys of the drafts the phone keeps; none where it cannot be read. */
function keptKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
  } catch {
    // Storage blocked: only the drafts this page holds.
  }
  return keys;
}

/**
 * The order begun before whose designs are all in the order kept under `key` (the same order,
 * with designs added), with words still to send: the one written last, where there are several.
 */
function earlierOrder(key: string): { key: string; draft: OrderDraft } | undefined {
  const designs = new Set(designsOf(key));
  let found: { key: string; draft: OrderDraft; updated: number } | undefined;
  for (const other of new Set([...drafts.keys(), ...keptKeys()])) {
    if (other === key || other === `${PREFIX}probe` || !designsOf(other).every((design) => designs.has(design))) continue;
    const text = deviceStorage.get(other);
    const draft = drafts.get(other) ?? parseDraft(text);
    if (!draft || isEmpty(draft) || draft.sent || draft.sendingSince !== undefined) continue;
    const updated = updatedAt(text);
    if (!found || updated > found.updated) found = { key: other, draft, updated };
  }
  return found;
}

/**
 * The draft of the order kept under `key` (./draft-store.ts `draftKey`), read from the phone the
 * first time; a new order takes up the words of the order it grew from (`earlierOrder`).
 */
export function currentDraft(key: string): OrderDraft {
  let draft = drafts.get(key);
  if (!draft) {
    const moved = movedTo.get(key);
    if (moved) return currentDraft(moved);
    draft = readKept(key);
    const earlier = noOrderYet(draft) ? earlierOrder(key) : undefined;
    if (earlier) {
      draft = earlier.draft;
      keep(key, draft);
      drafts.delete(earlier.key);
      deviceStorage.remove(earlier.key);
    }
    drafts.set(key, draft);
    if (!isEmpty(draft)) restored.add(key);
  }
  return draft;
}

/** The draft kept before each order had its own, where it holds words; null once taken up. */
function oldDraft(): OrderDraft | null {
  const old = parseDraft(deviceStorage.get(OLD_KEY));
  return old && !isEmpty(old) ? old : null;
}

/** Whether this order is empty and the phone keeps a draft from before each order had its own, which it may take up. */
export const useOldDraft = (key: string | undefined): boolean =>
  useSyncExternalStore(
    store.subscribe,
    () => key !== undefined && noOrderYet(currentDraft(key)) && oldDraft() !== null,
    () => false,
  );

/** Takes the draft kept before each order had its own into this order, and lets it go from where it was. */
export function takeOldDraft(key: string): void {
  const old = oldDraft();
  deviceStorage.remove(OLD_KEY);
  if (old) writeDraft(key, old);
  restored.add(key);
  store.changed();
}

/** The order's draft, as the form shows it: empty in the prerendered page and while it hydrates (`key` undefined). */
export function useDraft(key: string | undefined): OrderDraft {
  return useSyncExternalStore(
    store.subscribe,
    () => (key ? currentDraft(key) : EMPTY_DRAFT),
    () => EMPTY_DRAFT,
  );
}

/** Whether the order's draft came back from the phone (begun on an earlier visit) and is as it came. */
export const draftRestored = (key: string) => restored.has(key);

/**
 * How another tab changed this order's draft since this page last wrote it: "shown" (its words are
 * on screen here now) or "emptied" (the words here wait for `takeChanges`); undefined if it did not.
 */
export const changedElsewhere = (key: string): ChangeElsewhere | undefined => elsewhere.get(key);

export const useChangedElsewhere = (key: string | undefined): ChangeElsewhere | undefined =>
  useSyncExternalStore(
    store.subscribe,
    () => (key === undefined ? undefined : changedElsewhere(key)),
    () => undefined,
  );

/** Whether the phone keeps the drafts; true until known otherwise. */
export const draftsKept = () => kept !== false;

/** The same, for a component: true in the prerendered page. */
export const useDraftsKept = (): boolean => useSyncExternalStore(store.subscribe, draftsKept, () => true);

/** Whether the phone's copy of this order says it was sent (from another tab) while this page's does not. */
export function sentElsewhere(key: string): boolean {
  return !drafts.get(key)?.sent && Boolean(parseDraft(deviceStorage.get(key))?.sent);
}

/** Shows the draft as the other tab left it (emptied, or sent). */
export function takeChanges(key: string): void {
  drafts.set(key, readKept(key));
  elsewhere.delete(key);
  store.changed();
}

function keep(key: string, draft: OrderDraft): void {
  if (isEmpty(draft) && draft.sendingSince === undefined) {
    deviceStorage.remove(key);
    return;
  }
  if (deviceStorage.get(key) === null) forgetOldest();
  kept = deviceStorage.set(key, JSON.stringify({ ...draft, updated: Date.now() } satisfies Kept));
  if (kept && draft.name + draft.phone + draft.email !== "") deviceStorage.set(DETAILS_KEY, JSON.stringify(detailsOf(draft)));
}

function updatedAt(text: string | null): number {
  try {
    const { updated } = JSON.parse(text ?? "{}") as Kept;
    return typeof updated === "number" ? updated : 0;
  } catch {
    return 0;
  }
}

/** Makes room for one more order's draft: past MOST_DRAFTS, the least recently written go. */
function forgetOldest(): void {
  const found = keptKeys().map((key) => ({ key, updated: updatedAt(deviceStorage.get(key)) }));
  found.sort((a, b) => b.updated - a.updated);
  for (const { key } of found.slice(MOST_DRAFTS - 1)) deviceStorage.remove(key);
}

/** Changes the order's draft and keeps it on the phone; `undefined` starts it afresh with the visitor's details. */
export function writeDraft(key: string, next: OrderDraft | undefined): void {
  movedTo.delete(key);
  restored.delete(key);
  elsewhere.delete(key);
  const draft = next ?? { ...EMPTY_DRAFT, ...readDetails() };
  drafts.set(key, draft);
  keep(key, draft);
  store.changed();
}

/** Moves an order's draft to the key of its designs as they are now (a design taken out of it). */
export function moveDraft(from: string, to: string): void {
  if (from === to) return;
  const draft = currentDraft(from);
  drafts.delete(from);
  movedTo.set(from, to);
  movedTo.delete(to);
  deviceStorage.remove(from);
  if (restored.delete(from)) restored.add(to);
  drafts.set(to, draft);
  keep(to, draft);
  store.changed();
}

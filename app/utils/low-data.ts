import { deviceStorage } from "#app/utils/device-storage.ts";
import { createStore, useStore } from "#app/utils/store.ts";

/**
 * Low-data mode: the smallest photo files, nothing fetched ahead of the visitor (no lightbox
 * warmed, no neighbouring photos), for a phone that asks to save data (`Save-Data: on`, which
 * the browser shows a page as `navigator.connection.saveData`) or a visitor who chose it in the
 * footer. Her own choice, kept on the device, outweighs the phone's.
 */
const CHOICE_KEY = "low-data";
/** Set once the page has said that it saves data because the phone asks. */
const TOLD_KEY = "low-data-told";

type Choice = "on" | "off";

const phoneAsks = () => typeof navigator !== "undefined" && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
/** Her choice on this page, where the browser would not keep it (storage blocked or full): it holds until she leaves. */
let chosenHere: Choice | null = null;
const choice = (): Choice | null => {
  const kept = deviceStorage.get(CHOICE_KEY);
  return kept === "on" || kept === "off" ? kept : chosenHere;
};

/** Whether the site saves data now. */
export const savesData = (): boolean => {
  const chosen = choice();
  return chosen === null ? phoneAsks() : chosen === "on";
};

// Read from storage once, and again only when the choice changes (here, or in another tab).
let known: boolean | undefined;
const store = createStore(
  () => (known ??= savesData()),
  (changed) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CHOICE_KEY) return;
      known = undefined;
      changed();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
);

/** Whether the site saves data, for a component; false while the page hydrates, as its HTML was drawn. */
export const useSavesData = (): boolean => useStore(store, false);

/** Saves data from now on, or stops, on this device. */
export function chooseSavingData(on: boolean): void {
  const chosen: Choice = on ? "on" : "off";
  chosenHere = deviceStorage.set(CHOICE_KEY, chosen) ? null : chosen;
  known = undefined;
  store.changed();
}

/** Whether to say, this once, that the site saves data because the phone asks: not if she chose either way, nor if it was said. */
export const toldOfSavingData = {
  due: () => choice() === null && phoneAsks() && deviceStorage.get(TOLD_KEY) === null,
  done: () => void deviceStorage.set(TOLD_KEY, "yes"),
};

/** The first, smallest file of a `srcset` ("a.avif 400w, b.avif 800w" gives "a.avif 400w"): the files are listed from the smallest. */
export const smallestOf = (srcSet: string): string => srcSet.split(",")[0].trim();

/**
 * For a component that draws a photo: the `srcset` to give the browser, its smallest file alone
 * where the site saves data, or each file as it is (and always so for a photo that must `keep` its
 * files: the page's first, asked for before anything could know).
 */
export function useSrcSet(keep = false): (srcSet: string) => string {
  const small = useSavesData() && !keep;
  return small ? smallestOf : (srcSet) => srcSet;
}

/**
 * Run in the page's head before its body is read (app/root.tsx): where the site saves data, each
 * photo of the prerendered page is cut to its smallest file as the page arrives, before the
 * browser picks one. The photo the page asks for first
 * (`fetchpriority="high"`) is left as it is: its `<link rel="preload">`, read ahead of any script,
 * has it on its way already, and a second, smaller file would cost more. After the page's script
 * runs, the components draw their photos small themselves (useSavesData), the first as it was.
 * A photo is cut as its <img> arrives, with the <source>s before it in its <picture>, which it
 * picks from when it is read.
 */
export const SAVE_DATA_SCRIPT = `(() => {
let kept = null;
try { kept = localStorage.getItem(${JSON.stringify(CHOICE_KEY)}); } catch {}
if (!(kept === "on" || (kept !== "off" && navigator.connection?.saveData === true))) return;
const cut = (photo) => {
  if (photo.getAttribute("fetchpriority") === "high") return;
  for (const element of [photo, ...(photo.parentElement?.tagName === "PICTURE" ? photo.parentElement.querySelectorAll("source") : [])]) {
    const files = element.getAttribute("srcset");
    if (files?.includes(",")) element.setAttribute("srcset", files.split(",")[0].trim());
  }
};
const observer = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) (node.tagName === "IMG" ? [node] : node.querySelectorAll("img")).forEach(cut);
});
observer.observe(document.documentElement, { childList: true, subtree: true });
document.addEventListener("DOMContentLoaded", () => observer.disconnect(), { once: true });
})();`;

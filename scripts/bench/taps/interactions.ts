/**
 * What the tap bench does on each page, in each language: the taps and key presses a visitor
 * makes, and what each asks for on screen. Every element is found by its role and by the page's
 * own words in its language, read from the project's message files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementHandle, Page } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "#app/i18n/languages.ts";
import type { ByRole, Check, Name } from "#scripts/bench/taps/in-page.ts";

const root = join(import.meta.dirname, "..", "..", "..");

/** The message sets a page's words come from (app/paraglide-*\/README.md): the interface's, search's, the build's and the order's. */
const MESSAGE_FOLDERS = ["app/messages", "app/messages/extra", "app/messages/build", "app/order/messages"];

/** A word typed in each language: a work the content's designs have, as its titles spell it. */
const QUERIES: Record<Locale, string> = { en: "bandhani", gu: "બાંધણી", hi: "बांधनी" };
/** A name of five keys in each language's script. */
const NAMES: Record<Locale, string> = { en: "Meera", gu: "સરિતા", hi: "सरिता" };
/** Between two key presses, as a quick thumb types. */
const KEY_DELAY_MS = 80;

type Values = Record<string, string | number>;
type Message = string | { match: Record<string, string> }[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A name for the page's own check: RegExp does not cross into the page. */
export const inPage = (pattern: RegExp): Name => ({ source: pattern.source, flags: pattern.flags });

/** The words of one language, as the page shows them. */
export interface Words {
  /** A message of one form, its placeholders filled from `values`. */
  text: (key: string, values?: Values) => string;
  /** A whole name from a message, any of its plural forms; placeholders not in `values` stand for any words. */
  pattern: (key: string, values?: Values) => RegExp;
  /** A name that begins with a message (a label with more after it). */
  starting: (key: string) => RegExp;
}

export function wordsOf(locale: Locale): Words {
  const messages: Record<string, Message> = Object.assign(
    {},
    ...MESSAGE_FOLDERS.map((folder) => JSON.parse(readFileSync(join(root, folder, `${locale}.json`), "utf8")) as Record<string, Message>),
  );
  /** Each form of a message, its markup ({#hidden}…{/hidden}) taken away and its words kept. */
  const forms = (key: string): string[] => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message "${key}" in ${locale}`);
    const texts = typeof message === "string" ? [message] : message.flatMap((variant) => Object.values(variant.match));
    return texts.map((text) =>
      text
        .replace(/\{[#/][^}]*\}/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
  };
  /** A form with its placeholders filled: `words` makes the text of both words and values, `other` stands for a placeholder not in `values`. */
  const fill = (form: string, values: Values, words: (text: string) => string, other: (name: string) => string) =>
    form
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 === 0 ? words(part) : part in values ? words(String(values[part])) : other(part)))
      .join("");
  return {
    text(key, values = {}) {
      const [form, ...more] = forms(key);
      if (more.length > 0) throw new Error(`"${key}" has more than one form: use pattern()`);
      return fill(
        form,
        values,
        (text) => text,
        (name) => {
          throw new Error(`"${key}" needs a value for {${name}}`);
        },
      );
    },
    pattern: (key, values = {}) =>
      new RegExp(
        `^(?:${forms(key)
          .map((form) => fill(form, values, escape, () => ".+?"))
          .join("|")})$`,
        "u",
      ),
    starting: (key) => new RegExp(`^${escape(forms(key)[0])}`, "u"),
  };
}

/** Measures one interaction: watches for `done` in the page, runs `act`, and records the figures. `from` "last": from its last key press. */
export type Measure = (id: string, act: () => Promise<unknown>, done: Check<ElementHandle>, from?: "first" | "last") => Promise<void>;

export interface Interaction {
  id: string;
  /** What the table calls it. */
  label: string;
  /** Which goal its result is held to: a tap's, or search's after the last key. */
  goal: "tap" | "search";
}

/** Interactions on one page, one after another, after a fresh load of it. */
export interface TapGroup {
  /** The page, in English (the bench opens it in each language). */
  path: string;
  interactions: Interaction[];
  run: (page: Page, w: Words, locale: Locale, measure: Measure) => Promise<void>;
}

/** Types `text` a key at a time, as a phone's keyboard does: a key press for each letter, in any script (Playwright's own typing inserts a letter its keyboard lacks without one). */
async function typeKeys(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const key of text) {
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key, unmodifiedText: key });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key });
      await page.waitForTimeout(KEY_DELAY_MS);
    }
  } finally {
    await cdp.detach();
  }
}

/** The catalogue's grid, once the page's script runs (its hearts are drawn then). */
async function catalogueGrid(page: Page, w: Words) {
  const grid = page.getByRole("main").getByRole("list", { name: w.pattern("catalogue_grid_label") });
  await grid
    .getByRole("button", { name: w.text("shortlist_add"), exact: true })
    .first()
    .waitFor();
  return grid;
}

const topBar = (page: Page, w: Words) => page.getByRole("navigation", { name: w.text("nav_label"), exact: true });

const lightbox: TapGroup = {
  path: "/kediya",
  interactions: [
    { id: "lightbox-open", label: "Open a photo in the lightbox", goal: "tap" },
    { id: "lightbox-next", label: "Next photo", goal: "tap" },
    { id: "lightbox-close", label: "Close the lightbox", goal: "tap" },
  ],
  async run(page, w, _locale, measure) {
    const grid = await catalogueGrid(page, w);
    const dialog: ByRole<ElementHandle> = { role: "dialog", name: w.text("lightbox_label") };
    const slide = (index: number): ByRole<ElementHandle> => ({ role: "group", name: inPage(w.pattern("lightbox_slide_counter", { index })), within: dialog });
    const shown = page.getByRole("dialog", { name: w.text("lightbox_label"), exact: true });
    await measure("lightbox-open", () => grid.getByRole("listitem").first().getByRole("link").tap(), { kind: "photo", target: slide(1) });
    await measure("lightbox-next", () => shown.getByRole("button", { name: w.text("photo_next"), exact: true }).tap(), { kind: "photo", target: slide(2) });
    await measure("lightbox-close", () => shown.getByRole("button", { name: w.text("lightbox_close"), exact: true }).tap(), { kind: "gone", target: dialog });
  },
};

const shortlist: TapGroup = {
  path: "/kediya",
  interactions: [
    { id: "heart", label: "Heart a design", goal: "tap" },
    { id: "shortlist-open", label: "Open the shortlist", goal: "tap" },
  ],
  async run(page, w, _locale, measure) {
    const grid = await catalogueGrid(page, w);
    const heart = grid
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: w.text("shortlist_add"), exact: true });
    const toggle = await heart.elementHandle();
    await measure("heart", () => heart.tap(), { kind: "attribute", target: toggle, name: "aria-pressed", value: "true" });
    const panel: ByRole<ElementHandle> = { role: "dialog", name: w.text("shortlist_heading") };
    await measure(
      "shortlist-open",
      () =>
        topBar(page, w)
          .getByRole("button", { name: w.starting("shortlist_button") })
          .tap(),
      {
        kind: "all",
        checks: [
          { kind: "shown", target: panel },
          { kind: "shown", target: { role: "listitem", within: panel } },
        ],
      },
    );
  },
};

const menus: TapGroup = {
  path: "/kediya",
  interactions: [
    { id: "menu", label: "Open the phone menu", goal: "tap" },
    { id: "languages", label: "Open the language menu", goal: "tap" },
  ],
  async run(page, w, locale, measure) {
    await catalogueGrid(page, w);
    const bar = topBar(page, w);
    const button = bar.getByRole("button", { name: w.text("nav_menu"), exact: true });
    // The links the button shows: the list it names as the one it controls.
    const links = await page.locator(`[id="${await button.getAttribute("aria-controls")}"]`).elementHandle();
    await measure("menu", () => button.tap(), { kind: "shown", target: { role: "link", within: links } });
    await button.tap();
    await bar.getByRole("button", { name: w.text("nav_menu"), exact: true, expanded: false }).waitFor();
    // A disclosure: its summary has no role of its own to find it by.
    const languages = bar.getByRole("group").filter({ hasText: w.text("language_choose") });
    const other = LOCALES.find((language) => language !== locale) ?? locale;
    await measure("languages", () => languages.locator("summary").tap(), {
      kind: "shown",
      target: { role: "link", name: LANGUAGE_NAMES[other], within: await languages.elementHandle() },
    });
  },
};

const search: TapGroup = {
  path: "/search",
  interactions: [
    { id: "search-type", label: "Type a query (from its last key)", goal: "search" },
    { id: "filters-open", label: "Open the filters", goal: "tap" },
    { id: "filters-pick", label: "Pick a filter", goal: "tap" },
    { id: "filters-show", label: "Show the filtered results", goal: "tap" },
  ],
  async run(page, w, locale, measure) {
    const field = page.getByRole("searchbox", { name: w.text("search_field_label"), exact: true });
    // Come without a query, the page puts the focus in the field once its script runs.
    await field.evaluate(
      (element) =>
        new Promise<void>((ready) =>
          (function wait() {
            if (element === document.activeElement) ready();
            else setTimeout(wait, 50);
          })(),
        ),
    );
    const query = QUERIES[locale];
    const results: ByRole<ElementHandle> = { role: "list", name: w.text("search_results_label", { query }) };
    // A card whose photo's title has the word (the cards show their titles as the photos' text).
    const found: Check<ElementHandle> = { kind: "shown", target: { role: "img", name: inPage(new RegExp(escape(query), "iu")), within: results } };
    await measure("search-type", () => typeKeys(page, query), found, "last");

    const sheet: ByRole<ElementHandle> = { role: "dialog", name: w.text("filters_label") };
    await measure("filters-open", () => page.getByRole("button", { name: w.text("filters_toggle"), exact: true }).tap(), {
      kind: "all",
      checks: [
        { kind: "shown", target: sheet },
        { kind: "shown", target: { role: "group", within: sheet } },
      ],
    });
    const shownSheet = page.getByRole("dialog", { name: w.text("filters_label"), exact: true });
    const choice = shownSheet.getByRole("checkbox").first();
    // The choice's label ends with how many designs it shows ("Kediya 5 designs").
    const label = await choice.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? "");
    const count = Number(/(\d+)\D*$/.exec(label)?.[1]);
    if (!Number.isInteger(count)) throw new Error(`no count in the filter's label "${label}"`);
    const show = w.pattern("filters_show", { count });
    await measure("filters-pick", () => choice.tap(), {
      kind: "all",
      checks: [
        { kind: "checked", target: await choice.elementHandle() },
        { kind: "shown", target: { role: "button", name: inPage(show), within: sheet } },
      ],
    });
    await measure("filters-show", () => shownSheet.getByRole("button", { name: show }).tap(), {
      kind: "all",
      checks: [{ kind: "gone", target: sheet }, { kind: "text", target: { role: "status" }, text: inPage(w.pattern("search_found", { count })) }, found],
    });
  },
};

const order: TapGroup = {
  path: "/order?design=kediya-3",
  interactions: [
    { id: "order-next-who", label: "Order: Next, to who and when", goal: "tap" },
    { id: "order-type-name", label: "Order: type a name (5 keys, from the last)", goal: "tap" },
    { id: "order-next-measures", label: "Order: Next, to the measurements", goal: "tap" },
    { id: "order-unit", label: "Order: my numbers are in centimetres", goal: "tap" },
    { id: "order-next-send", label: "Order: Next, to the details and send", goal: "tap" },
    { id: "order-send", label: "Order: send on WhatsApp", goal: "tap" },
  ],
  async run(page, w, locale, measure) {
    const steps = { who: w.text("order_step_who"), measures: w.text("order_measure_heading"), send: w.text("order_step_send") };
    const next = (step: keyof typeof steps) => page.getByRole("button", { name: w.text("order_next", { step: steps[step] }), exact: true });
    const heading = (step: keyof typeof steps): Check<ElementHandle> => ({ kind: "shown", target: { role: "heading", name: steps[step] } });
    // The form takes no taps until its script runs (it is inert, and out of the accessibility tree, till then).
    await next("who").waitFor();
    await measure("order-next-who", () => next("who").tap(), heading("who"));

    const person = page.getByRole("textbox", { name: w.starting("order_person_name") });
    await person.tap();
    await measure(
      "order-type-name",
      () => typeKeys(page, NAMES[locale]),
      { kind: "value", target: await person.elementHandle(), value: NAMES[locale] },
      "last",
    );
    await measure("order-next-measures", () => next("measures").tap(), heading("measures"));

    await page.getByRole("radio", { name: w.text("order_measure_here"), exact: true }).tap();
    const inUnit = (key: string): ByRole<ElementHandle> => ({ role: "textbox", name: inPage(new RegExp(`\\(${escape(w.text(key))}\\)$`, "u")) });
    await measure("order-unit", () => page.getByRole("checkbox", { name: w.text("order_numbers_in_cm"), exact: true }).tap(), {
      kind: "all",
      checks: [
        { kind: "shown", target: inUnit("order_unit_short_cm") },
        { kind: "gone", target: inUnit("order_unit_short_in") },
      ],
    });
    await measure("order-next-send", () => next("send").tap(), heading("send"));

    await page.getByRole("textbox", { name: w.starting("order_your_name") }).fill(NAMES[locale]);
    await measure("order-send", () => page.getByRole("button", { name: w.text("order_send_whatsapp"), exact: true }).tap(), { kind: "opened" });
  },
};

/** Every group the bench runs, in the order of its table. */
export const TAP_GROUPS: TapGroup[] = [lightbox, shortlist, menus, search, order];

import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { defaultTreeAdapter as tree } from "parse5";
import { designInAddress, ORDER_NO_SCRIPT_FILE, ORDER_PATH, orderFilePath } from "#app/content/catalogue-pages.ts";
import { ORDER_NO_SCRIPT_ATTRIBUTE } from "#app/order/order-page-data.ts";
import { LOCALES, localizePath, type Locale } from "#app/i18n/languages.ts";
import type { PageCopy } from "#deploy/generate.ts";
import { attribute, elements, type Document } from "#pipeline/html.ts";

/** Puts `html` into the order page's marked `<noscript>` in place of what it held. */
function setNoScript(document: Document, html: string): void {
  const noScript = [...elements(document)].find((element) => element.tagName === "noscript" && attribute(element, ORDER_NO_SCRIPT_ATTRIBUTE) !== undefined);
  if (!noScript) throw new Error(`the order page has no <noscript ${ORDER_NO_SCRIPT_ATTRIBUTE}> for its copies to name their design in`);
  for (const child of [...tree.getChildNodes(noScript)]) tree.detachNode(child);
  // As the parser reads it with scripting on, and writes it back: the <noscript>'s content is its text, as it stands.
  tree.insertText(noScript, html);
}

/**
 * The order page's copy for each design (/order/kediya-3, what hosts answer /order?design=kediya-3
 * with), by the order page it is made from ("/gu/order/index.html"): that page, finished, with its
 * `<noscript>` naming the design as app/routes/order-no-script.tsx rendered it, for every
 * language, into order/no-script.json, which goes once read. A copy differs from the page only inside
 * `<noscript>`, where no script is, so it keeps the page's scripts and policy, and the browser that
 * runs them brings it to life as the page itself (docs/decisions/022-order-copies-from-the-page.md).
 */
export function orderCopies(client: string): Map<string, PageCopy[]> {
  const copies = new Map<string, PageCopy[]>();
  const source = join(client, ORDER_PATH, ORDER_NO_SCRIPT_FILE);
  if (!existsSync(source)) {
    // A build always renders it beside the order page: without it, hosts would answer every order with /order.
    if (existsSync(join(client, ORDER_PATH, "index.html")))
      throw new Error(`${ORDER_PATH}/${ORDER_NO_SCRIPT_FILE} is missing: the order page's copies for each design cannot be written`);
    return copies;
  }
  const languages = JSON.parse(readFileSync(source, "utf8")) as Partial<Record<Locale, Record<string, string>>>;
  rmSync(source);
  for (const locale of LOCALES) {
    const order = localizePath(ORDER_PATH, locale);
    const designs = languages[locale] ?? {};
    copies.set(
      `${order}/index.html`,
      Object.entries(designs).map(([value, html]) => {
        const design = designInAddress(value);
        if (!design) throw new Error(`${ORDER_PATH}/${ORDER_NO_SCRIPT_FILE} names "${value}", which is no design's value in an order's address`);
        return { file: `${localizePath(orderFilePath(design), locale)}/index.html`, change: (document) => setNoScript(document, html) };
      }),
    );
  }
  return copies;
}

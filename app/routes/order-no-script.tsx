import { renderToStaticMarkup } from "react-dom/server";
import { designValue } from "#app/content/catalogue-pages.ts";
import { readContent } from "#app/content/read-content.ts";
import type { Content } from "#app/content/schema.ts";
import { madeForRead } from "#app/content/made-for-read.ts";
import { LOCALES, localizePath } from "#app/i18n/languages.ts";
import { contactAddress, NoScriptDesign } from "#app/order/index.ts";
import { noScriptOrder } from "#app/order/order-no-script.server.ts";
import * as m from "#app/paraglide/messages.js";

/**
 * What the order page's copy for each design holds in its `<noscript>`, in each language
 * (/order/no-script.json): the design and the WhatsApp message that orders it, as HTML, by
 * language and by the design's value in an order's address ({ gu: { "kediya-3": "<div …" } }). The
 * build writes each copy (/gu/order/kediya-3, what hosts answer /gu/order?design=kediya-3 with)
 * from the finished order page and this file, then removes the file: no visitor reads it
 * (pipeline/react-router-output/order-copies.ts, docs/decisions/022-order-copies-from-the-page.md).
 */
export function loader() {
  const content = readContent();
  // React Router asks a resource route twice as it renders the site (for its data, then for itself): it is written once for each content read.
  const file = written(content, "", () => JSON.stringify(noScriptDesigns(content)));
  return new Response(file, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}

const written = madeForRead<string>();

function noScriptDesigns(content: Content) {
  const designs = content.collections.flatMap(({ slug, items }) => items.map(({ number }) => ({ slug, number })));
  const inLanguage = (locale: (typeof LOCALES)[number]) => {
    const contact = contactAddress(localizePath("/", locale));
    const newTab = m.link_new_tab({}, { locale });
    return Object.fromEntries(
      designs.map((design) => [
        designValue(design),
        renderToStaticMarkup(<NoScriptDesign design={noScriptOrder(design, locale)} contact={contact} newTab={newTab} />),
      ]),
    );
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, inLanguage(locale)]));
}

import { renderToStaticMarkup } from "react-dom/server";
import { designValue } from "#app/content/catalogue-pages.ts";
import { readContent } from "#app/content/read-content.ts";
import { LOCALES, localizePath } from "#app/i18n/languages.ts";
import { NoScriptDesign } from "#app/order/index.ts";
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
  const designs = readContent().collections.flatMap(({ slug, items }) => items.map(({ number }) => ({ slug, number })));
  const inLanguage = (locale: (typeof LOCALES)[number]) => {
    const contact = `${localizePath("/", locale)}#contact`;
    const newTab = m.link_new_tab({}, { locale });
    return Object.fromEntries(
      designs.map((design) => [
        designValue(design),
        renderToStaticMarkup(<NoScriptDesign design={noScriptOrder(design, locale)} contact={contact} newTab={newTab} />),
      ]),
    );
  };
  return Response.json(Object.fromEntries(LOCALES.map((locale) => [locale, inLanguage(locale)])));
}

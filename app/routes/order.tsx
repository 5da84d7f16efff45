import { useEffect } from "react";
import { useLocation, useNavigate, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/order";
import { placesOf } from "#app/content/catalogue-pages.ts";
import { shareCard } from "#app/content/content.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { pick } from "#app/content/translatable.ts";
import { localeOfUrl } from "#app/i18n/languages.ts";
import { HowOrderingWorks, OrderForm, OrderNoScript, type OrderPageData } from "#app/order/index.ts";
import { orderingOf } from "#app/order/how-ordering-works.server.ts";
import type { PageHandle } from "#app/root.tsx";
import * as words from "#app/paraglide-order/messages.js";
import { seoMeta } from "#app/content/seo.ts";
// The form's styles come with the page, not with the form's code: its first paint is the form's own.
import "#app/visit/fields.css";
import "#app/order/order-form.css";

// Order made to measure (/order, /gu/order): one page per language, rendered with the form at its
// first step and without designs; the designs are in the address (?design=kediya-3). The form's
// code and words download as the page runs; until they have come, the prerendered form stays as
// it was drawn, and then comes to life in place. Its copy for each design (/order/kediya-3), which
// the build writes from this page (routes/order-no-script.tsx), names that design to a browser
// that runs no script: the hosts answer /order?design=kediya-3 with it, and a browser that runs
// the script at its own address is taken to that one.

export function loader({ url }: Route.LoaderArgs): OrderPageData {
  const locale = localeOfUrl(url);
  const options = { locale };
  const { site, collections, measures, vocabulary } = readContent();
  const title = words.order_title({}, options);
  return {
    title,
    description: words.order_description({}, options),
    intro: words.order_intro({}, options),
    noScript: words.order_no_script({}, options),
    businessName: site.business.name,
    card: shareCard("home", `${title} | ${site.business.name}`),
    // What the form needs beside the designs' own files: each collection's heading, size and
    // measurements, the measurements' words and bounds, and the occasions to choose from.
    collections: Object.fromEntries(
      collections.map((collection) => [
        collection.slug,
        { heading: pick(collection.heading, locale), count: placesOf(collection.items), measures: collection.measures ?? [] },
      ]),
    ),
    measures: measures.map((measure) => ({ ...measure, label: pick(measure.label, locale), how: pick(measure.how, locale) })),
    occasions: vocabulary.occasions.map(({ value, label }): [string, string] => [value, pick(label, locale)]),
    ordering: orderingOf(site.promises, locale),
  };
}

// The order is this page's form: the contact section under it keeps its details and hours, not its enquiry form.
export const handle: PageHandle = { contactForm: false };

// The page is the same for every order: designs added or removed need no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/** The order page's path from one design's copy's (/gu/order/kediya-3/ is /gu/order). */
const orderOfCopy = (copy: string) => copy.replace(/\/[^/]+\/*$/, "");

export const meta: Route.MetaFunction = ({ loaderData, matches, location, params }) => {
  if (!loaderData) return [];
  const { title, description, businessName, card } = loaderData;
  // The page of one design is /order's own: its address is /order's.
  const path = params.design ? orderOfCopy(location.pathname) : location.pathname;
  // An order is the visitor's own: search engines keep to the catalogue.
  return [...seoMeta(matches, path, { title: `${title} | ${businessName}`, description, image: card }), { name: "robots", content: "noindex, follow" }];
};

export default function Order({ loaderData, params }: Route.ComponentProps) {
  const { title, intro } = loaderData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // At the own address of one design's copy (/gu/order/kediya-3), the order of that design runs at
  // /order's (/gu/order?design=kediya-3), the rest of the query kept.
  const address = params.design && `${orderOfCopy(pathname)}?design=${encodeURIComponent(params.design)}`;
  useEffect(() => {
    if (address) void navigate(`${address}${search.replace(/^\?/, "&")}`, { replace: true });
  }, [address, search, navigate]);
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{title}</h1>
        <p className="catalogue__count">{intro}</p>
        <OrderNoScript data={loaderData} />
        <OrderForm data={loaderData} />
        <aside className="order-aside" aria-label={loaderData.ordering.heading}>
          <HowOrderingWorks ordering={loaderData.ordering} withHeading />
        </aside>
      </div>
    </div>
  );
}

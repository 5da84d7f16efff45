import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/order";
import { onDemand } from "../components/on-demand";
import { shareCard } from "../content/content.server";
import { readContent } from "../content/read-content";
import { pick } from "../content/translatable";
import { localeOfUrl } from "../i18n/languages";
import { useLocalPath } from "../i18n/locale";
import * as words from "../paraglide-order/messages.js";
import { seoMeta } from "../utils/seo";
import { useHydrated } from "../utils/use-hydrated";

// Order made to measure (/order, /gu/order): one page per language, rendered without designs; the
// designs are in the address (?design=kediya-3), and the form, which needs the page's script,
// downloads as the page runs.
/** The form, its words in the three languages, and what it keeps on the phone. */
const OrderForm = onDemand(() => import("../order/order-form"), { soon: true });

export function loader({ url }: Route.LoaderArgs) {
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
      collections.map((collection) => [collection.slug, { heading: pick(collection.heading, locale), count: collection.items.length, measures: collection.measures ?? [] }]),
    ),
    measures: measures.map((measure) => ({ ...measure, label: pick(measure.label, locale), how: pick(measure.how, locale) })),
    occasions: vocabulary.occasions.map(({ value, label }): [string, string] => [value, pick(label, locale)]),
  };
}

export type OrderPageData = Awaited<ReturnType<typeof loader>>;

// The page is the same for every order: designs added or removed need no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { title, description, businessName, card } = loaderData;
  // An order is the visitor's own: search engines keep to the catalogue.
  return [...seoMeta(matches, location.pathname, { title: `${title} | ${businessName}`, description, image: card }), { name: "robots", content: "noindex, follow" }];
};

export default function Order({ loaderData }: Route.ComponentProps) {
  const { title, intro, noScript } = loaderData;
  const hydrated = useHydrated();
  const localPath = useLocalPath();
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{title}</h1>
        <p className="catalogue__count">{intro}</p>
        <noscript>
          <p>
            <a href={`${localPath("/")}#contact`}>{noScript}</a>
          </p>
        </noscript>
        {hydrated && <OrderForm data={loaderData} />}
      </div>
    </div>
  );
}

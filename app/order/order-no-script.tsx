import { useLocalPath } from "#app/i18n/locale.ts";
import { NEW_TAB } from "#app/links/index.ts";
import { ORDER_NO_SCRIPT_ATTRIBUTE, type NoScriptOrder, type OrderPageData } from "#app/order/order-page-data.ts";

/**
 * Without the page's script the form cannot work: the page says so, and leads to the shop's other
 * ways. Only the prerendered page holds it: a browser running the page's script never shows a
 * `<noscript>`, so the script leaves it out. The copy of the page for one design (/order/kediya-3,
 * what hosts answer /order?design=kediya-3 with) holds `NoScriptDesign` in its place instead
 * (routes/order-no-script.tsx, pipeline/react-router-output/order-copies.ts).
 */
export function OrderNoScript({ data: { noScript } }: { data: OrderPageData }) {
  const localPath = useLocalPath();
  return (
    <noscript {...{ [ORDER_NO_SCRIPT_ATTRIBUTE]: "" }}>
      {import.meta.env.SSR && (
        <p>
          <a href={contactAddress(localPath("/"))}>{noScript}</a>
        </p>
      )}
    </noscript>
  );
}

/** The home page's contact section, from its path in the page's language ("/gu/"), under the site's base path: a plain link, as a browser without script follows it. */
export const contactAddress = (home: string) => `${import.meta.env.BASE_URL}${home.slice(1)}#contact`;

/**
 * One design and a WhatsApp message that orders it, for a browser that runs no script, in the
 * page's language: what the copy of the order page for that design holds in its `<noscript>`.
 * `contact` is the home page's contact section, `newTab` the words saying a link opens a new tab.
 */
export function NoScriptDesign({ design, contact, newTab }: { design: NoScriptOrder; contact: string; newTab: string }) {
  return (
    <div className="order-no-script">
      <p>{design.words.intro}</p>
      <figure className="order-no-script__design">
        <img src={design.photo.src} width={design.photo.width} height={design.photo.height} alt="" />
        <figcaption>
          <strong lang={design.titleLang}>{design.title}</strong> ({design.heading})
          {design.facts && (
            <dl>
              {design.facts.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>{" "}
                  <dd>
                    <span className="kept-whole">{value}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </figcaption>
      </figure>
      <p className="order-no-script__actions">
        <a className="button" href={design.whatsApp} {...NEW_TAB}>
          {design.words.send}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        <a className="button button--quiet" href={contact}>
          {design.words.other}
        </a>
      </p>
    </div>
  );
}

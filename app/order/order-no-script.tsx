import { useLocalPath } from "#app/i18n/locale.ts";
import { NEW_TAB } from "#app/links/index.ts";
import { useWords } from "#app/i18n/words.tsx";
import type { OrderPageData } from "#app/order/order-page-data.ts";

/**
 * Without the page's script the form cannot work: on the page of one design (/order/kediya-3, what
 * hosts answer /order?design=kediya-3 with) that design and a WhatsApp message that orders it; on
 * the page without one, the way to the shop's other ways. Only the prerendered page holds them: a
 * browser running the page's script never shows a `<noscript>`, so the script leaves them out
 * (and they import nothing the page's script would then download).
 */
export function OrderNoScript({ data }: { data: OrderPageData }) {
  return <noscript>{import.meta.env.SSR && <Without data={data} />}</noscript>;
}

function Without({ data: { noScript, noScriptDesign: design } }: { data: OrderPageData }) {
  const m = useWords();
  const localPath = useLocalPath();
  const contact = `${localPath("/")}#contact`;
  if (!design) {
    return (
      <p>
        <a href={contact}>{noScript}</a>
      </p>
    );
  }
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
          <span className="visually-hidden"> {m.link_new_tab({})}</span>
        </a>
        <a className="button button--quiet" href={contact}>
          {design.words.other}
        </a>
      </p>
    </div>
  );
}

import { Fragment, useEffect, useRef, useState } from "react";
import { orderPath, photoPath } from "#app/content/catalogue-pages.ts";
import { unpackPicture } from "#app/content/packed-picture.ts";
import { useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { mailtoLink, NEW_TAB, whatsAppLink } from "#app/links/index.ts";
import { designFacts, shortlist, shortlistMessage, shortlistTotal, useGoneDesigns, useShortlist } from "#app/shortlist/shortlist.ts";
import { useSiteData } from "#app/content/site-data.ts";
import { useCollectionNames } from "#app/shortlist/use-shortlist-check.ts";
import { Icon } from "#app/components/icon.tsx";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import "#app/shortlist/shortlist-panel.css";

const href = (path: string) => `${import.meta.env.BASE_URL}${path.slice(1)}`;

/**
 * The shortlist, in a modal dialog: the designs that left it because the site no
 * longer has them, each design kept with a link to its page and "Remove", and the ways to send the list to the shop (WhatsApp, e-mail, a
 * copy to paste anywhere), or to clear it after asking once.
 */
export default function ShortlistPanel({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const kept = useShortlist();
  const gone = useGoneDesigns();
  const collectionOf = useCollectionNames(kept);
  // Each design with the site's name for its collection (none until the site's list has come), as the panel shows it and the message says it.
  const designs = kept.map((design) => ({ ...design, collection: collectionOf(design) ?? "" }));
  const site = useSiteData();
  const m = useWords();
  const localPath = useLocalPath();
  const locale = useLocale();
  const [copy, setCopy] = useState<"" | "copied" | "failed">("");
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Tab wraps around inside the dialog, rather than leaving for the browser's own controls.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...element.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), textarea")];
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    };
    element.addEventListener("keydown", onKey);
    // Not closed here: the dialog leaves the page with this component, and a close event now would close it for good.
    return () => element.removeEventListener("keydown", onKey);
  }, []);

  // Asked to confirm, the safe answer has the focus: Enter by habit keeps the shortlist.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  if (!site) return null;
  const text = shortlistMessage(site.business.name, site.siteUrl, designs, locale, m);
  const total = shortlistTotal(designs, locale, m);
  const mailto = mailtoLink(site.contact.email, { subject: m.shortlist_email_subject({}), body: text });

  function remove(index: number) {
    shortlist.remove(designs[index]);
    setCopy("");
    // The keyboard stays in the list: on the next design's Remove, or the one before, or Close.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>(".shortlist-panel__remove") ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? closeButton.current)?.focus();
    });
  }

  async function copyList() {
    try {
      await navigator.clipboard.writeText(text);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <dialog
      ref={dialog}
      className="shortlist-panel"
      aria-labelledby="shortlist-heading"
      onClose={() => {
        // With nothing left on it the top bar's button goes: the keyboard goes on from the page.
        if (shortlist.entries().length === 0) document.getElementById("main")?.focus();
        onClose();
      }}
    >
      <div className="shortlist-panel__head">
        <h2 id="shortlist-heading">{m.shortlist_heading({})}</h2>
        <button type="button" ref={closeButton} className="shortlist-panel__close" onClick={() => dialog.current?.close()}>
          <Icon name="close" />
          <span className="visually-hidden">{m.shortlist_close({})}</span>
        </button>
      </div>
      {gone.length > 0 && (
        <div className="shortlist-panel__gone">
          <p>{m.shortlist_gone({ count: gone.length })}</p>
          <ul>
            {gone.map((design) => (
              <li key={`${design.slug}/${design.number}`} dir="auto">
                {design.title}
              </li>
            ))}
          </ul>
        </div>
      )}
      {designs.length === 0 ? (
        <p className="shortlist-panel__empty">{m.shortlist_empty({})}</p>
      ) : (
        <>
          <ul className="shortlist-panel__list" ref={list}>
            {designs.map((design, i) => (
              <li key={`${design.slug}/${design.number}`} className="shortlist-panel__item">
                <ResponsiveImage picture={unpackPicture(design.thumb)} alt="" sizes="64px" className="shortlist-panel__thumb" />
                <span className="shortlist-panel__text">
                  {/* A title kept on the phone is isolated: whatever its direction, the rest of the line stays in order. */}
                  <a href={href(localPath(photoPath(design.slug, design.number)))} dir="auto">
                    {design.title}
                  </a>
                  {/* Its line is kept while the site's name for the collection is on its way. */}
                  <span className="shortlist-panel__collection">{design.collection || "\u00a0"}</span>
                  {(design.price || design.days) && (
                    <span className="shortlist-panel__price">
                      {designFacts(design, locale, m).map((fact, j) => (
                        <Fragment key={j}>
                          {j > 0 && " · "}
                          <span className="kept-whole">{fact}</span>
                        </Fragment>
                      ))}
                    </span>
                  )}
                </span>
                <button type="button" className="shortlist-panel__remove" onClick={() => remove(i)}>
                  <MessageParts parts={m.shortlist_remove.parts({ title: design.title })} markup={{ hidden }} />
                </button>
              </li>
            ))}
          </ul>
          {total && <p className="shortlist-panel__range">{total}</p>}
          <div className="shortlist-panel__send">
            <a className="button" href={href(localPath(orderPath(designs)))}>
              {m.order_link({})}
            </a>
            <a className="button button--quiet" href={whatsAppLink(site.contact.whatsapp, text)} {...NEW_TAB}>
              <Icon name="message-circle" />
              <MessageParts parts={m.shortlist_send_whatsapp.parts({})} markup={{ hidden }} />
            </a>
            <a className="button button--quiet" href={mailto}>
              <Icon name="mail" />
              {m.shortlist_send_email({})}
            </a>
            <button type="button" className="button button--quiet" onClick={copyList}>
              {m.shortlist_copy({})}
            </button>
          </div>
          <p className="shortlist-panel__status" role="status">
            {copy === "copied" ? m.shortlist_copied({}) : ""}
            {copy === "failed" ? m.shortlist_copy_failed({}) : ""}
          </p>
          {copy === "failed" && (
            <textarea className="shortlist-panel__text-copy" readOnly value={text} aria-label={m.shortlist_as_text({})} rows={designs.length + 2} />
          )}
          {confirming ? (
            <div className="shortlist-panel__confirm" role="group" aria-labelledby="shortlist-confirm">
              <p id="shortlist-confirm">{m.shortlist_confirm_clear({ count: designs.length })}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  shortlist.clear();
                  setConfirming(false);
                  closeButton.current?.focus();
                }}
              >
                {m.shortlist_confirm_yes({})}
              </button>
              <button
                type="button"
                ref={keepButton}
                className="button button--quiet"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => clearButton.current?.focus());
                }}
              >
                {m.shortlist_confirm_keep({})}
              </button>
            </div>
          ) : (
            <button type="button" ref={clearButton} className="shortlist-panel__clear" onClick={() => setConfirming(true)}>
              {m.shortlist_clear({})}
            </button>
          )}
        </>
      )}
    </dialog>
  );
}

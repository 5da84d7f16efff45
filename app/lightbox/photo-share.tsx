import { Link2, MessageCircle, Share2 } from "lucide-react";
import { useState } from "react";
import { useLightboxState } from "yet-another-react-lightbox";
import type { LargePhoto } from "#app/content/pictures.ts";
import { priceText } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { NEW_TAB, whatsAppLink } from "#app/links/index.ts";
import { absoluteUrl } from "#app/content/seo.ts";
import { useSiteData } from "#app/content/site-data.ts";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import "#app/lightbox/photo-share.css";

/** Where each photo of a collection has a page of its own (/kediya/photo/3). */
export interface PhotoSharing {
  /** The collection's address name, e.g. "kediya". */
  slug: string;
  /** The collection's name, for the enquiry, e.g. "Kediya's". */
  collection: string;
  /** The path of the lightbox's slide `index` (from 0). */
  path: (index: number) => string;
  /** The number (from 1) in its collection of the lightbox's slide `index`: the same, unless filters choose the slides. */
  number: (index: number) => number;
}

interface PhotoShareProps {
  /** Photo `index`, or undefined while it is on its way. */
  photoAt: (index: number) => LargePhoto | undefined;
  sharing: PhotoSharing;
}

async function photoFile(photo: LargePhoto): Promise<File | undefined> {
  try {
    const response = await fetch(photo.large.src);
    const blob = await response.blob();
    return new File([blob], `${photo.title}.jpg`, { type: blob.type || "image/jpeg" });
  } catch {
    return undefined;
  }
}

/**
 * The lightbox's Share button and "Ask about this design" link ("Order made to measure" is the
 * caption's, in words: lightbox-caption.tsx). Share uses the
 * system share sheet where the browser has one (with the photo itself where it
 * takes files); elsewhere it offers to copy the link or share it on WhatsApp.
 */
export function PhotoShare({ photoAt, sharing }: PhotoShareProps) {
  const { currentIndex } = useLightboxState();
  const site = useSiteData();
  const m = useWords();
  const locale = useLocale();
  const [fallback, setFallback] = useState(false);
  const [copied, setCopied] = useState(false);
  const photo = photoAt(currentIndex);
  if (!photo) return null;
  const canShare = "share" in navigator;
  // The public address (SITE_URL), as in the page's link preview, whatever address the visitor came by.
  const url = absoluteUrl(site?.siteUrl ?? window.location.origin, sharing.path(currentIndex));
  const text = `${photo.title} (${sharing.collection})`;

  // Arrow functions, not declarations: these see `photo` after the check above.
  const share = async () => {
    setCopied(false);
    if (!canShare) {
      setFallback((open) => !open);
      return;
    }
    const file = await photoFile(photo);
    const withFile = file && navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
    try {
      await navigator.share({ title: photo.title, text, url, ...withFile });
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Anything else: offer the other ways.
      if ((error as Error).name !== "AbortError") setFallback(true);
    }
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  // The price as the visitor saw it, so the shop knows which they asked about: as its card says it,
  // where its data carries that (a slow phone takes a while to make the rupees' format).
  const ask = photo.price
    ? m.share_ask_message_priced({ collection: sharing.collection, title: photo.title, price: photo.priceText ?? priceText(photo.price, locale, m), url })
    : m.share_ask_message({ collection: sharing.collection, title: photo.title, url });
  return (
    <div className="photo-share">
      <button
        type="button"
        className="yarl__button photo-share__button"
        onClick={share}
        aria-label={m.share_button({})}
        aria-expanded={canShare ? undefined : fallback}
      >
        <Share2 aria-hidden="true" />
        <span className="photo-share__label">{m.share_button({})}</span>
      </button>
      {site && (
        <a className="yarl__button photo-share__button" href={whatsAppLink(site.contact.whatsapp, ask)} {...NEW_TAB}>
          <MessageCircle aria-hidden="true" />
          <span>
            <MessageParts
              parts={m.share_ask.parts({})}
              // "wide": words a phone leaves out for want of room, which screen readers still say.
              markup={{ hidden, wide: (words) => <span className="visually-hidden-on-phone">{words}</span> }}
            />
          </span>
        </a>
      )}
      {fallback && (
        <div className="photo-share__menu">
          <button type="button" className="photo-share__item" onClick={copy}>
            <Link2 aria-hidden="true" />
            {m.share_copy_link({})}
          </button>
          <a className="photo-share__item" href={whatsAppLink("", `${text} ${url}`)} {...NEW_TAB}>
            <MessageCircle aria-hidden="true" />
            <MessageParts parts={m.share_on_whatsapp.parts({})} markup={{ hidden }} />
          </a>
          <p className="photo-share__copied" role="status">
            {copied ? m.share_link_copied({}) : ""}
          </p>
        </div>
      )}
    </div>
  );
}

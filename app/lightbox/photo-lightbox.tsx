import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import Lightbox, { useLightboxState, type ContainerRect, type SlideImage, type SlotStyles } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Thumbnails from "yet-another-react-lightbox/plugins/thumbnails";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/plugins/thumbnails.css";
import { packPicture } from "#app/content/packed-picture.ts";
import type { LargePhoto, Picture } from "#app/content/pictures.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords, type Words } from "#app/i18n/words.tsx";
import { useSavesData, useSrcSet } from "#app/utils/low-data.ts";
import { useMediaQuery } from "#app/utils/use-media-query.ts";
import { LightboxCaption } from "#app/lightbox/lightbox-caption.tsx";
import { designView, thumbOf, type DesignView } from "#app/content/design-views.ts";
import { PhotoShare, type PhotoSharing } from "#app/lightbox/photo-share.tsx";
import { lightboxLayer, usePageBehind } from "#app/lightbox/page-behind.ts";
import { afterPaint } from "#app/utils/after-paint.ts";
import { ShortlistToggle } from "#app/shortlist/index.ts";
import "#app/lightbox/photo-lightbox.css";

interface PhotoLightboxProps {
  /** How many photos the gallery pages through. */
  count: number;
  /** Photo `index` (from 0), or undefined while it is on its way. */
  photoAt: (index: number) => LargePhoto | undefined;
  /** The photo on show. */
  index: number;
  onView: (index: number) => void;
  /** The photo on show, as soon as the visitor pages to it (before `onView`, which waits for the slide to settle). */
  onShow?: (index: number) => void;
  onClose: () => void;
  /** Called once, as the photo it opened at has come (its file loaded, or failed), or as it is first drawn where that photo's data has not. */
  onShown?: () => void;
  /** Share and enquiry links, where photos have pages of their own. */
  sharing?: PhotoSharing;
}

/** The widest file of a picture: how far it can be zoomed before it blurs. */
function largestSize(picture: Picture): { width: number; height: number } {
  const widths = [picture.srcSet, ...picture.sources.map((source) => source.srcSet)].flatMap((srcSet) =>
    srcSet.split(",").map((entry) => Number.parseInt(entry.trim().split(/\s+/)[1] ?? "0", 10)),
  );
  const width = Math.max(picture.width, ...widths.filter(Number.isFinite));
  return { width, height: Math.round((width * picture.height) / picture.width) };
}

/**
 * The photo scaled to fit the lightbox, as a <picture> so the browser picks
 * format and width. Zoomed in, `sizes` grows with the zoom, so the browser
 * fetches a sharper file then, and only then.
 */
function LightboxPicture({ view, rect, zoom = 1, onCome }: { view: DesignView; rect: ContainerRect; zoom?: number; onCome?: () => void }) {
  const { large } = view;
  // Saving data, the smallest file of each format, however far it is zoomed.
  const files = useSrcSet();
  // Fitted as the lightbox fits the slide (its widest file), so the zoom's limits and this size agree.
  const full = largestSize(large);
  const scale = Math.min(1, rect.width / full.width, rect.height / full.height);
  const width = Math.round(full.width * scale);
  const height = Math.round(full.height * scale);
  // The slide's rendered width (times the zoom), so a phone downloads a phone-sized file.
  const sizes = `${Math.round(width * zoom)}px`;
  return (
    <picture>
      {large.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={files(source.srcSet)} sizes={sizes} />
      ))}
      <img
        className="yarl__slide_image"
        src={large.src}
        srcSet={files(large.srcSet)}
        sizes={sizes}
        width={width}
        height={height}
        alt={view.alt}
        lang={view.altLang}
        draggable={false}
        style={{ width, height, backgroundImage: large.placeholder }}
        onLoad={onCome}
        onError={onCome}
      />
    </picture>
  );
}

/**
 * Tells `onShow` which photo is on show, the moment the visitor pages: as the slide is drawn, so
 * that a key pressed next (Escape) already knows it.
 */
function ShownPhoto({ onShow }: { onShow: (index: number) => void }) {
  const { currentIndex } = useLightboxState();
  useLayoutEffect(() => onShow(currentIndex), [currentIndex, onShow]);
  return null;
}

/** "Photo 3 of 20" for screen readers, said as the visitor pages; the counter on screen is hidden from them. */
function SpokenCounter() {
  const { currentIndex, slides } = useLightboxState();
  const m = useWords();
  return (
    <p className="visually-hidden" aria-live="polite">
      {m.photo_position({ number: currentIndex + 1, count: slides.length })}
    </p>
  );
}

/** The lightbox's own words (its buttons' names, what screen readers call its parts), in the page's language. */
function lightboxLabels(m: Words) {
  return {
    Previous: m.photo_previous({}),
    Next: m.photo_next({}),
    Close: m.lightbox_close({}),
    "Zoom in": m.lightbox_zoom_in({}),
    "Zoom out": m.lightbox_zoom_out({}),
    Thumbnails: m.lightbox_thumbnails({}),
    Lightbox: m.lightbox_label({}),
    "Photo gallery": m.lightbox_gallery({}),
    Carousel: m.lightbox_carousel({}),
    Slide: m.lightbox_slide({}),
    // A template the lightbox fills in itself, for each slide and thumbnail.
    "{index} of {total}": m.lightbox_slide_counter({ index: "{index}", total: "{total}" }),
  };
}

/** The shortlist toggle for the photo on show. */
function LightboxShortlist({ photoAt, sharing }: { photoAt: (index: number) => LargePhoto | undefined; sharing: PhotoSharing }) {
  const { currentIndex } = useLightboxState();
  const locale = useLocale();
  const photo = photoAt(currentIndex);
  if (!photo) return null;
  const design = {
    slug: sharing.slug,
    number: sharing.number(currentIndex),
    title: photo.title,
    collection: sharing.collection,
    thumb: packPicture(thumbOf(photo)),
    ...(photo.price ? { price: photo.price } : {}),
    ...(locale === "en" ? {} : { locale }),
  };
  return <ShortlistToggle design={design} place="lightbox" />;
}

/**
 * The large-photo gallery: arrows, swipe, Escape, and a caption with the
 * photo's title, its facts and "Order made to measure" in words. The photos
 * either side of the current one are rendered, so they are already loaded when
 * the visitor pages. A photo whose data has not arrived yet shows as loading,
 * and appears when it does.
 */
export default function PhotoLightbox({ count, photoAt, index, onView, onShow, onClose, onShown, sharing }: PhotoLightboxProps) {
  const m = useWords();
  const labels = useMemo(() => lightboxLabels(m), [m]);
  // New slides send the lightbox to `index`: they change only when more photos arrive.
  const { slides, numbers } = useMemo(() => {
    const slides = Array.from({ length: count }, (_, i): SlideImage => {
      const photo = photoAt(i);
      return photo ? { src: photo.large.src, ...largestSize(photo.large), alt: photo.title } : { src: `#loading-${i}` };
    });
    return { slides, numbers: new Map(slides.map((slide, i) => [slide, i])) };
  }, [count, photoAt]);
  // A strip of thumbnails where the screen has room for it; on a phone it would take the photo's, and
  // drawing it hidden would cost the tap that opens the lightbox a thumbnail for every design.
  const wide = useMediaQuery("(min-width: 992px)");
  const savesData = useSavesData();
  const photoOf = (slide: unknown) => photoAt(numbers.get(slide as SlideImage) ?? -1);
  // Which of each design's photos is on show (0, its first, unless the visitor picked another), by slide.
  const [views, setViews] = useState<Record<number, number>>({});
  const viewAt = useCallback((i: number) => views[i] ?? 0, [views]);
  const pickView = useCallback((i: number, view: number) => setViews((shown) => ({ ...shown, [i]: view })), []);
  // Where the caption lies under the photo, the photo is fitted above it: the room it leaves is as tall as the caption's words.
  const [captionHeight, setCaptionHeight] = useState(0);
  // The page behind goes inert once the photo is on screen, or the lightbox has faded in (./page-behind.ts).
  const behind = usePageBehind();
  // The photo it opened at, come or not to come: `onShown`, once.
  const told = useRef(false);
  const come = useCallback(() => {
    if (told.current) return;
    told.current = true;
    afterPaint(behind.keepOut);
    onShown?.();
  }, [onShown, behind.keepOut]);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{
        view: ({ index: current }) => onView(current),
        entering: () => {
          if (!photoAt(index)) come();
        },
        // Drawn first, even where the fade takes no time (reduced motion).
        entered: () => afterPaint(behind.keepOut),
        exiting: behind.letIn,
      }}
      portal={{ root: lightboxLayer }}
      slides={slides}
      render={{
        slide: ({ slide, rect, zoom, offset }) => {
          const i = numbers.get(slide as SlideImage) ?? -1;
          const photo = photoAt(i);
          // Slides beyond the next and the previous are there for the thumbnail strip's sake: no photo loads for them yet.
          if (Math.abs(offset) > 1) return <span className="photo-lightbox__later" />;
          return photo ? (
            // Only the photo on show is zoomed: its neighbours keep their screen-sized files.
            <LightboxPicture view={designView(photo, viewAt(i))} rect={rect} zoom={offset === 0 ? zoom : 1} {...(offset === 0 ? { onCome: come } : {})} />
          ) : (
            <p className="photo-lightbox__loading" role="status">
              {m.lightbox_loading_photo({})}
            </p>
          );
        },
        thumbnail: ({ slide }) => {
          const photo = photoOf(slide);
          if (!photo) return <span className="photo-lightbox__thumb-placeholder" />;
          const picture = thumbOf(photo);
          return (
            <picture>
              {picture.sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="80px" />
              ))}
              <img
                className="photo-lightbox__thumb"
                src={picture.src}
                srcSet={picture.srcSet}
                sizes="80px"
                alt=""
                loading="lazy"
                style={{ backgroundImage: picture.placeholder }}
              />
            </picture>
          );
        },
        controls: () => (
          <>
            <SpokenCounter />
            <LightboxCaption photoAt={photoAt} sharing={sharing} onHeight={setCaptionHeight} viewAt={viewAt} onPickView={pickView} />
            {onShow && <ShownPhoto onShow={onShow} />}
          </>
        ),
      }}
      plugins={wide ? [Counter, Thumbnails, Zoom] : [Counter, Zoom]}
      toolbar={{
        buttons: [
          sharing ? <LightboxShortlist key="shortlist" photoAt={photoAt} sharing={sharing} /> : null,
          sharing ? <PhotoShare key="share" photoAt={photoAt} sharing={sharing} /> : null,
          "close",
        ],
      }}
      // The photos either side are loaded before the visitor pages (on a wide screen the strip shows four
      // thumbnails either side), unless the site saves data: then only the photo she asks for.
      carousel={{ finite: false, preload: savesData ? 0 : wide ? 4 : 1 }}
      // Short enough that a photo closed is gone within a tap's answer (300 ms), the page under it back at once.
      animation={{ fade: 150, swipe: 300 }}
      // The wheel zooms without a key held; double-click, double-tap, pinch, + and - as the plugin has them.
      zoom={{ scrollToZoom: true }}
      thumbnails={{ width: 80, height: 106, border: 0, padding: 0, gap: 8, imageFit: "cover", vignette: false }}
      labels={labels}
      styles={{ container: { "--lightbox-caption-height": `${captionHeight}px` } as SlotStyles["container"] }}
    />
  );
}

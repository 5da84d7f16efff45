import { preload } from "react-dom";
import type { Picture } from "#app/content/pictures.ts";
import { useSrcSet } from "#app/utils/low-data.ts";

interface ResponsiveImageProps {
  picture: Picture;
  alt: string;
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** Only the first image a visitor sees loads eagerly, with high priority. */
  priority?: boolean;
  className?: string;
  /** The alt text's language, where it is not the page's (an English title on a Gujarati page). */
  altLang?: string;
}

export function ResponsiveImage({ picture, alt, sizes, priority = false, className, altLang }: ResponsiveImageProps) {
  // Saving data, each format offers its smallest file alone; but the first photo, which the page's
  // head asked for before anything could know (app/utils/low-data.ts).
  const files = useSrcSet(priority);
  // Asked for from the top of the page's head, before its scripts: on a connection that takes
  // six requests at a time, the first photo no longer waits behind them. In the modern format
  // only; a browser that takes neither format gets the JPEG from the <img> as before.
  const [modern] = picture.sources;
  if (priority && modern) {
    preload(modern.srcSet.split(" ")[0], { as: "image", type: modern.type, imageSrcSet: modern.srcSet, imageSizes: sizes, fetchPriority: "high" });
  }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={files(source.srcSet)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        srcSet={files(picture.srcSet)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        lang={altLang}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        // The first photo is drawn with the page's first frame when it is already in: decoded
        // aside, it showed a frame or more later, and the page's largest paint waited for it.
        decoding={priority ? "sync" : "async"}
        style={picture.placeholder ? { backgroundImage: picture.placeholder } : undefined}
      />
    </picture>
  );
}

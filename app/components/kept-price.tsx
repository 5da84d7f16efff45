import type { CSSProperties } from "react";

/** Up to this many characters ("₹12,500–15,000"), a price fits the narrowest box that shows one at the size it is drawn. */
const FITS = 14;

/**
 * A price, or a range of prices, drawn on one line: where it is longer than its box holds (a lakh
 * range, "₹1,25,000–1,50,000", on a 320 px phone's card), a little smaller (global.css,
 * `.kept-price`) rather than broken after its dash as "₹1,25,000–" and "1,50,000".
 */
export function KeptPrice({ text, className }: { text: string; className: string }) {
  const style = text.length > FITS ? ({ "--chars": text.length } as CSSProperties) : undefined;
  return (
    <span className={`${className} kept-price`} style={style}>
      {text}
    </span>
  );
}

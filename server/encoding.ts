/** The content codings the build writes beside each text file (pipeline/precompress.ts). */
export type Encoding = "br" | "gzip";

/** Smaller first: on equal q-values brotli wins, and any coding wins over the file as it is. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/** Each coding's q-value in an Accept-Encoding header (RFC 9110, 12.5.3). */
function weights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.map((param) => /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param)).find(Boolean);
    if (name) weights.set(name, q ? Number(q[1]) : 1);
  }
  return weights;
}

/**
 * The codings the client takes over the file as it is, best first: by their
 * q-values, brotli before gzip on a tie. None for no header, or when every
 * coding is refused (q=0) or not named.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const accepted = weights(acceptEncoding);
  const wildcard = accepted.get("*");
  // The file as it is stays acceptable unless refused, but comes after any coding the client names.
  const weightOf = (coding: string) => accepted.get(coding) ?? wildcard ?? 0;
  return PREFERENCE.filter((coding) => weightOf(coding) > 0 && weightOf(coding) >= weightOf("identity")).sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * The path a request asks for, read as nginx reads it: percent-decoded, runs
 * of slashes merged ("//" is "/", "/kediya//" is "/kediya/"), "." and ".."
 * resolved. Anything a browser would never send is refused.
 */

/** Longer than any address of the site by far; nginx refuses far less (about 8 KB of header). */
export const MAX_LENGTH = 2048;

// RFC 3986 path characters, and the "%" of escapes; "[", "]", spaces and controls are not among them.
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;

/** The path, and the query after its "?" ("" where there is none). */
export type RequestPath = { path: string; query: string } | { error: string };

export function requestPath(target: string): RequestPath {
  if (target.length > MAX_LENGTH) return { error: `address longer than ${MAX_LENGTH} characters` };
  if (!target.startsWith("/")) return { error: "address does not start with /" };
  const raw = target.replace(/[?#].*$/s, "");
  const query = /^[^?#]*\?([^#]*)/s.exec(target)?.[1] ?? "";
  if (!PATH_CHARACTERS.test(raw)) return { error: "address has characters that must be percent-encoded" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { error: "address has a malformed percent-encoding" };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { error: "address has control characters" };

  const segments: string[] = [];
  const parts = decoded.split("/").slice(1);
  for (const part of parts) {
    if (part === "..") {
      if (segments.length === 0) return { error: "address climbs above the site's root" };
      segments.pop();
    } else if (part !== "." && part !== "") segments.push(part);
  }
  // A trailing slash (or a trailing "." or "..") asks for a folder, as nginx reads it.
  const last = parts.at(-1);
  const folder = segments.length > 0 && (last === "" || last === "." || last === "..");
  return { path: `/${segments.join("/")}${folder ? "/" : ""}`, query };
}

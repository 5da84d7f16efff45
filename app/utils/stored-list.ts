/**
 * Reading a list the site keeps on the phone (the shortlist, saved measurements), whatever the
 * phone holds under its key: a copy from an older bug, a hand-edited one, or one filled by a
 * hostile page on a shared phone could be megabytes long, and parsing all of it takes a slow
 * phone's main thread for longer than a tap may wait. So the text is read only as far as the
 * list could ever reach, and its items only until the list is full, each once.
 */

/**
 * The list's text as far as `longest` characters, ended after the last whole item that fits: a
 * JSON array that parses as the first items of the whole. Text that is no array, or whose first
 * item alone is longer, gives an empty one. Walks at most `longest` characters, strings aside.
 */
export function leadingItems(text: string, longest: number): string {
  if (text.length <= longest) return text;
  if (!text.startsWith("[")) return "[]";
  let depth = 0;
  let inString = false;
  // Where the last whole item ends: a comma between two of the list's own items.
  let end = -1;
  for (let i = 0; i < longest; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") depth++;
    else if (char === "]" || char === "}") depth--;
    else if (char === "," && depth === 1) end = i;
  }
  return end < 0 ? "[]" : `${text.slice(0, end)}]`;
}

/**
 * The first `most` items of the stored list `text` that `take` accepts (giving what is kept of
 * each), no two with the same key, read from no more than its first `longest` characters. Throws
 * where the text is no JSON, as `JSON.parse` does; anything but an array is an empty list.
 */
export function readStoredList<T>(
  text: string,
  { longest, most, key, take }: { longest: number; most: number; key: (item: T) => string; take: (value: unknown) => T | undefined },
): T[] {
  const data: unknown = JSON.parse(leadingItems(text, longest));
  if (!Array.isArray(data)) return [];
  const read: T[] = [];
  const seen = new Set<string>();
  for (const value of data) {
    if (read.length === most) break;
    const item = take(value);
    if (item === undefined || seen.has(key(item))) continue;
    seen.add(key(item));
    read.push(item);
  }
  return read;
}

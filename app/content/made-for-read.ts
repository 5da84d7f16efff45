import type { Content } from "#app/content/schema.ts";

/**
 * A keeper of what is made from the content as read, once for each read and `key`: a build renders
 * thousands of pages from one read (app/content/read-content.ts), and a change to the content, a
 * new read, makes it again.
 */
export function madeForRead<T>(): (content: Content, key: string, make: () => T) => T {
  const made = new WeakMap<Content, Map<string, T>>();
  return (content, key, make) => {
    let byKey = made.get(content);
    if (!byKey) made.set(content, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, make());
    return byKey.get(key) as T;
  };
}

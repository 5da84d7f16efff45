// A module of its own: only the forms, which download on demand, open a tab from a script, and
// every page's first load holds the outside links (app/links/outside-links.ts).

/**
 * Opens `url` in a new tab or window (on a phone, the WhatsApp app), from a script, which cannot
 * reach back into this page. False when the browser blocked it: the page then offers the link to press.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  tab.opener = null;
  return true;
}

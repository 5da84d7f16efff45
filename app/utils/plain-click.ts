/** A left click with no modifier: one the page may handle itself (new-tab clicks are left to the browser). */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

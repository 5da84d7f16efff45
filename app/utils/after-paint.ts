/**
 * Runs `work` once the browser has drawn the next frame: what a tap changed on screen (a card
 * marked as opening) shows first, and the heavier work it starts (a page to download and draw)
 * comes after, so a slow phone answers the tap at once rather than when the work is done.
 */
export function afterPaint(work: () => void): void {
  // A task posted from requestAnimationFrame runs after the frame it precedes has been drawn.
  requestAnimationFrame(() => setTimeout(work, 0));
}

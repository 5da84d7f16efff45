import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH): the browser the tests and tools drive. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without these, Chromium keeps reaching for hosts this machine cannot reach.
export const chromiumArgs = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
  }
}

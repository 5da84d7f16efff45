import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Removes `X.data` where X is a file (a non-page route's output, such as sitemap.xml.data):
 * nothing reads it. The pages' data (`kediya.data` beside kediya/), which the router fetches
 * when moving between pages, stays.
 */
export async function removeResourceData(client: string): Promise<void> {
  const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".data"));
  for (const file of files) {
    const output = await stat(join(client, file.slice(0, -".data".length))).catch(() => undefined);
    if (output?.isFile()) await rm(join(client, file));
  }
}

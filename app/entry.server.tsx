import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

/**
 * Renders each page at build time (react-router.config.ts prerenders every one), whole: a part
 * that waits for something as it renders (the order form and its words, which the page's script
 * downloads on demand) is in the page's HTML where it shows, not streamed after the rest with
 * a script to move it into place. In the browser, React keeps that HTML until the part's code has
 * arrived and brings it to life in place.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(30_000),
    // However large the page, each part in its place: nothing is left for a script to move in.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  headers.set("Content-Type", "text/html");
  return new Response(prelude, { status, headers });
}

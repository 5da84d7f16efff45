import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

// On a slow phone or network the page's HTML arrives, and is parsed, a piece at a time, and the
// browser draws what it has between pieces. The top bar's buttons are set from the line's end:
// drawn before the language menu had arrived, the search button stood in the menu's place and
// jumped aside when it came (a layout shift Lighthouse caught now and then). The page's head asks
// the browser to draw nothing until the main part, which follows the bar, has begun (app/root.tsx).

/**
 * Serves the site through a server of the test's own that sends `path`'s HTML in two parts, cut
 * just before the top bar's language menu, with a pause between them; everything else as it is.
 */
async function servedInTwoParts(siteUrl: string, path: string, pauseMs: number): Promise<{ url: string; server: Server }> {
  const html = await (await fetch(new URL(path, siteUrl))).text();
  const cut = html.indexOf('<details class="language-switcher"');
  expect(cut, "the top bar's language menu in the page's HTML").toBeGreaterThan(html.indexOf('class="site-nav__search"'));
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === path) {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(html.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        response.end(html.slice(cut));
        return;
      }
      const upstream = await fetch(new URL(request.url ?? "/", siteUrl));
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => {
      // A file the site could not give is an answer the page sees, not a request left hanging.
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, server };
}

for (const path of ["/gu/", "/hi/kediya", "/kediya"]) {
  test(`${path}: a top bar whose HTML arrives in two parts is drawn whole, so its search button never moves`, async ({ page, baseURL }) => {
    const { url, server } = await servedInTwoParts(baseURL!, path, 1500);
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      // Where the search button is in every frame the browser draws while the page loads.
      await page.addInitScript(() => {
        const places: number[] = [];
        Object.assign(window, { places });
        const frame = () => {
          const search = document.querySelector(".site-nav__search");
          if (search) {
            const x = Math.round(search.getBoundingClientRect().x);
            if (places.at(-1) !== x) places.push(x);
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator(".language-switcher")).toBeVisible();
      const places = await page.evaluate(() => (window as unknown as { places: number[] }).places);
      // One place, the one beside the language menu, from the first frame on.
      const { x } = (await page.locator(".site-nav__search").boundingBox())!;
      expect(places).toEqual([Math.round(x)]);
    } finally {
      server.close();
    }
  });
}

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import { pagesInEveryLanguage } from "#app/routes/pages.ts";
import { escapeRegExp, pageFile } from "#deploy/generate.ts";
import { parsePage } from "#pipeline/html.ts";
import { pageScripts } from "#pipeline/react-router-output/index.ts";

const client = join(import.meta.dirname, "..", "..", "build", "client");
// The home page's tile for a catalogue the shop has not published yet: the spec wants it to lead to the not-found page (in each language).
const allowedNotFound = /^\/((gu|hi)\/)?chaniya\/?$/;

const describe = (link: LinkResult) => `${link.status} ${link.url} (on ${link.parent ?? "the start list"})`;

/** The script files a built page asks for once its first photo has shown: a crawler does not read them in its script. */
const scriptsOf = (file: string) => pageScripts(parsePage(readFileSync(join(client, file), "utf8")));

test("every internal link, image, srcset entry and asset of the built site resolves", async ({ baseURL, request }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  // Canonical addresses, share cards and structured data name the site's public address; check them here.
  const siteUrl = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(readFileSync(join(client, "index.html"), "utf8"))![1];
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 16,
    // A busy machine may drop a connection now and then: that is not a broken link, so it is asked again.
    retryErrors: true,
    retryErrorsCount: 3,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(siteUrl)}`), replacement: origin }],
    linksToSkip: async (link) => !link.startsWith(origin),
  });

  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  expect(broken.filter((link) => !allowedNotFound.test(new URL(link.url).pathname)).map(describe)).toEqual([]);
  // The Chaniya tile is there and does answer 404.
  expect(broken.map((link) => new URL(link.url).pathname)).toContain("/chaniya");

  const checked = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname));
  for (const kind of [".avif", ".webp", ".jpg", ".woff2", ".css"]) {
    expect(
      [...checked].some((path) => path.endsWith(kind)),
      `no ${kind} file was checked`,
    ).toBe(true);
  }
  // The crawl from the home page reached every page the build rendered.
  const pages = pagesInEveryLanguage();
  expect(pages.length).toBeGreaterThan(80);
  expect(pages.filter((path) => !checked.has(path))).toEqual([]);

  // Every page's script files.
  const scripts = new Set(pages.flatMap((path) => scriptsOf(pageFile(path))));
  expect(scripts.size).toBeGreaterThan(20);
  for (const script of scripts) expect((await request.get(`${origin}${script}`)).status(), script).toBe(200);
});

for (const file of ["404.html", "gu/404.html", "hi/404.html"])
  test(`every link and asset of the not-found page ${file} resolves`, async () => {
    // Served with a 404 status, the page is not read by a crawl: check its file instead.
    const result = await new LinkChecker().check({
      // Served from the site's root, as a host serves it, whatever folder the page is in.
      serverRoot: client,
      path: file,
      checkCss: true,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith("http://localhost"),
    });
    expect(result.links.filter((link) => link.state === LinkState.BROKEN).map(describe)).toEqual([]);
    expect(result.links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(5);
    const scripts = scriptsOf(file);
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((script) => !existsSync(join(client, script)))).toEqual([]);
  });

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { defaultTreeAdapter as tree, type DefaultTreeAdapterMap } from "parse5";
import { LOCALES, NOT_FOUND_PATH, localizePath } from "#app/i18n/languages.ts";
import { pagesInEveryLanguage } from "#app/routes/pages.ts";
import { parsePage, writePage } from "#pipeline/html.ts";
import { finishRouterOutput, isRouterPage, pageScripts, PAGE_SCRIPT_ID, scriptsAfterFirstPhoto } from "#pipeline/react-router-output/index.ts";

// What React Router itself writes, before anything of ours touches it: `react-router build` alone,
// as a newcomer would run it, renders the whole site in every language. This is the contract of
// pipeline/react-router-output/, the one folder that reads or rewrites that output: its step on
// the pages is tested here on that real output, not on a copy of it.
const root = join(import.meta.dirname, "..", "..");
// Inside the project, as every build is: the rendering step imports the server build, which finds React in node_modules.
const work = join(root, "build-bare");
const client = join(work, "client");
const pageFile = (path: string) => join(client, path, "index.html");

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test.beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
    cwd: root,
    env: { ...process.env, SITE_URL: "https://tailor.example", BUILD_DIR: work },
    stdio: "ignore",
  });
});

test("a bare react-router build renders every page in every language, each language's not-found page and the sitemap", () => {
  const missing = pagesInEveryLanguage().filter((path) => !existsSync(pageFile(path)));
  expect(missing).toEqual([]);
  for (const locale of LOCALES) {
    const html = readFileSync(pageFile(localizePath(NOT_FOUND_PATH, locale)), "utf8");
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(">404<");
  }
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("<loc>https://tailor.example/gu/kediya/photo/1</loc>");
  // What the order page's copy for each design holds, in every language, beside the order page: the copies are written from the two.
  const noScript = JSON.parse(readFileSync(join(client, "order", "no-script.json"), "utf8")) as Record<string, Record<string, string>>;
  expect(Object.keys(noScript)).toEqual([...LOCALES]);
  expect(noScript.gu["kediya-3"]).toContain('class="order-no-script"');
  expect(noScript.gu["kediya-3"]).toContain("https://wa.me/");
  expect(readFileSync(pageFile("/gu/order"), "utf8")).toContain("<noscript data-order-no-script");
});

test("a Gujarati page's script has the Gujarati interface words and no Hindi or English ones", () => {
  const page = [...elements(parsePage(readFileSync(pageFile("/gu/kediya"), "utf8")))];
  const files = page.filter((element) => attr(element, "rel") === "modulepreload").map((link) => attr(link, "href")!);
  const script = files.map((href) => readFileSync(join(client, href), "utf8")).join("\n");
  const words = (locale: string) => JSON.parse(readFileSync(join(root, "app", "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;
  expect(script).toContain(words("gu").catalogue_load_failed);
  expect(script).not.toContain(words("hi").catalogue_load_failed);
  expect(script).not.toContain(words("en").catalogue_load_failed);
});

type Element = DefaultTreeAdapterMap["element"];
function* elements(node: DefaultTreeAdapterMap["parentNode"]): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements(child);
  }
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) =>
  tree
    .getChildNodes(element)
    .map((node) => (tree.isTextNode(node) ? node.value : ""))
    .join("");

for (const path of ["/", "/gu/kediya", "/hi/kediya/photo/2", localizePath(NOT_FOUND_PATH, "gu")]) {
  test(`the step after the build holds ${path}'s scripts until its first photo, leaving React Router's own as they were`, () => {
    const written = parsePage(readFileSync(pageFile(path), "utf8"));
    expect(isRouterPage(written)).toBe(true);
    const before = [...elements(written)];
    const preloads = before.filter((element) => element.tagName === "link" && attr(element, "rel") === "modulepreload").map((link) => attr(link, "href"));
    const [module] = before.filter((element) => element.tagName === "script" && attr(element, "type") === "module");
    const moduleText = text(module);
    expect(preloads.length).toBeGreaterThan(5);

    scriptsAfterFirstPhoto(written, path);
    const after = parsePage(writePage(written));
    const all = [...elements(after)];
    // Nothing for the browser to fetch or run before the photo: no preload, no module script.
    expect(all.filter((element) => attr(element, "rel") === "modulepreload")).toEqual([]);
    expect(all.filter((element) => element.tagName === "script" && attr(element, "type") === "module")).toEqual([]);
    // React Router's script is kept whole, inert, with the files it asked for, in their order.
    const kept = all.find((element) => attr(element, "id") === PAGE_SCRIPT_ID)!;
    expect(attr(kept, "type")).toBe("text/plain");
    expect(text(kept)).toBe(moduleText);
    expect(pageScripts(after)).toEqual(preloads);
    for (const href of pageScripts(after)) expect(existsSync(join(client, href!)), href).toBe(true);
    // What starts it comes right after it, and names it.
    const starter = all[all.indexOf(kept) + 1];
    expect(starter.tagName).toBe("script");
    expect(text(starter)).toContain(`document.getElementById("${PAGE_SCRIPT_ID}")`);
    // The page itself is as React Router wrote it.
    const heading = (elements: Element[]) => elements.filter((element) => element.tagName === "h1").map(text);
    expect(heading(all)).toEqual(heading(before));
    expect(heading(all)).toHaveLength(1);
  });
}

// Last: it moves the bare build's files, which the tests above read where React Router wrote them.
test("the step after the build makes React Router's files the site's: each language's 404.html, no fallback page, no data beside a file", async () => {
  expect(existsSync(join(client, "__spa-fallback.html"))).toBe(true);
  expect(existsSync(join(client, "sitemap.xml.data"))).toBe(true);
  await finishRouterOutput(client, "/");
  for (const locale of LOCALES) {
    const html = readFileSync(join(client, `${localizePath("/404", locale)}.html`), "utf8");
    expect(html).toContain(`<html lang="${locale}"`);
    expect(existsSync(join(client, localizePath("/404", locale)))).toBe(false);
  }
  expect(existsSync(join(client, "__spa-fallback.html"))).toBe(false);
  expect(existsSync(join(client, "sitemap.xml.data"))).toBe(false);
  expect(existsSync(join(client, "sitemap.xml"))).toBe(true);
  // A page's own data, which the router fetches when moving between pages, stays.
  expect(existsSync(join(client, "gu", "kediya.data"))).toBe(true);
});

test("the built site's pages each allow exactly the inline scripts they have", () => {
  // The finished build (npm run build), whose pages went through the same step.
  const finished = join(root, "build", "client");
  for (const path of ["/", "/gu/kediya", "/404.html"]) {
    const file = path.endsWith(".html") ? join(finished, path) : join(finished, path, "index.html");
    const page = parsePage(readFileSync(file, "utf8"));
    const policy = attr(
      [...elements(page)].find((element) => attr(element, "http-equiv") === "Content-Security-Policy")!,
      "content",
    )!;
    const inline = [...elements(page)].filter(
      (element) => element.tagName === "script" && !attr(element, "src") && attr(element, "type") !== "application/ld+json",
    );
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const script of inline) {
      const hash = createHash("sha256").update(text(script), "utf8").digest("base64");
      expect(policy, path).toContain(`'sha256-${hash}'`);
    }
  }
});

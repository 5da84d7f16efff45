import { describe, expect, it } from "vitest";
import { pageScripts, PHOTO_WAIT_MS, scriptsAfterFirstPhoto } from "./scripts-after-photo";

// The parts of a page React Router prerenders that this step changes, as it writes them.
const page = (moduleScript: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" as="image" type="image/webp" fetchPriority="high" imageSrcSet="/assets/header.webp 800w"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/react-dom-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/>
<link rel="stylesheet" href="/assets/root.css"/></head><body><main><img fetchPriority="high" src="/assets/header.webp" alt="Kedia"/><p>Price: $5</p></main>
<script>window.__reactRouterContext = {"ssr":false};</script>
${moduleScript}
<script>$RC("B:1","S:1")</script></body></html>`;

const reactRouterScript = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script>`;

describe("scriptsAfterFirstPhoto", () => {
  const html = scriptsAfterFirstPhoto(page(reactRouterScript), "/index.html");

  it("leaves no script file for the head to ask for before the page has painted", () => {
    expect(html).not.toContain("modulepreload\" href");
    expect(html).not.toMatch(/<link rel="modulepreload"/);
  });

  it("asks for the same files, in the same order, from the page's module script", () => {
    expect(pageScripts(html)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/react-dom-3.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
    ]);
  });

  it("imports the route modules only when the page hydrates, and hands them to React Router as before", () => {
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1];
    const hydrate = script.slice(script.indexOf("const hydrate"), script.indexOf("\n};"));
    expect(hydrate).toContain('await import("/assets/manifest-1.js");');
    expect(hydrate).toContain('const route0 = await import("/assets/root-4.js");');
    expect(hydrate).toContain('const route1 = await import("/assets/home-5.js");');
    expect(hydrate).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(hydrate).toContain('import("/assets/entry.client-2.js");');
    // No static import is left to run as the page is parsed.
    expect(script).not.toMatch(/\bimport\s*["*{]/);
    // It starts after the high-priority photos, and never later than the longest wait.
    expect(script).toContain(`querySelectorAll('img[fetchpriority="high"]')`);
    expect(script).toContain(`setTimeout(start, ${PHOTO_WAIT_MS});`);
  });

  it("keeps the rest of the page as it was", () => {
    const rest = (text: string) => text.replace(/<link rel="modulepreload"[^>]*\/>/g, "").replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(rest(html)).toBe(rest(page(reactRouterScript)));
    expect(html).toContain("<p>Price: $5</p>");
    expect(html).toContain('<script>$RC("B:1","S:1")</script>');
  });

  it("stops the build, naming the page, when the page is not what React Router writes", () => {
    expect(() => scriptsAfterFirstPhoto(page(""), "/kediya/index.html")).toThrow(
      '/kediya/index.html: expected React Router\'s module script and its script files (<link rel="modulepreload">), found 0 module scripts and 5 files',
    );
    const named = reactRouterScript.replace('import * as route1 from "/assets/home-5.js";', 'import { default as route1 } from "/assets/home-5.js";');
    expect(() => scriptsAfterFirstPhoto(page(named), "/index.html")).toThrow(
      '/index.html: React Router\'s module script has an import this build cannot defer: import { default as route1 } from "/assets/home-5.js"',
    );
  });

  it("finds no script files in a page it has not written", () => {
    expect(pageScripts(page(reactRouterScript))).toEqual([]);
  });
});

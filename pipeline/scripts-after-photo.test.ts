import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { holdScriptsForPhotos, pageScripts, PHOTO_WAIT_MS, scriptsAfterFirstPhoto } from "./scripts-after-photo";

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

  const moduleScript = (page: string) => page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1];

  it("imports the route modules only when the page hydrates, all at once, and hands them to React Router as before", () => {
    const script = moduleScript(html);
    const hydrate = script.slice(script.indexOf("const hydrate"), script.indexOf("\n};"));
    expect(hydrate).toContain('const loading = [import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")];');
    // Run in their order, as the static imports were.
    expect(hydrate.indexOf("await loading[0];")).toBeLessThan(hydrate.indexOf("const route0 = await loading[1];"));
    expect(hydrate.indexOf("const route0 = await loading[1];")).toBeLessThan(hydrate.indexOf("const route1 = await loading[2];"));
    expect(hydrate).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(hydrate).toContain('import("/assets/entry.client-2.js");');
    // No static import is left to run as the page is parsed.
    expect(script).not.toMatch(/^\s*import\s*["*{]/m);
    // It starts after the high-priority photos, and never later than the longest wait.
    expect(script).toContain(`querySelectorAll('img[fetchpriority="high"]')`);
    expect(script).toContain(`setTimeout(start, ${PHOTO_WAIT_MS});`);
  });

  it("defers a route React Router splits into several modules, and one whose name says import", () => {
    const split = reactRouterScript
      .replace(
        'import * as route1 from "/assets/home-5.js";',
        'import * as route1_clientLoader from "/assets/home-loader-6.js";\nimport * as route1_main from "/assets/home-5.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
      )
      .replace('"routes/home":route1', '"catalogue/imported-silk":route1');
    const script = moduleScript(scriptsAfterFirstPhoto(page(split), "/imported-silk/index.html"));
    expect(script).toContain('import("/assets/home-loader-6.js"), import("/assets/home-5.js")];');
    expect(script).toContain("const route1_clientLoader = await loading[2];\nconst route1_main = await loading[3];\nconst route1 = {...route1_clientLoader,...route1_main};");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"catalogue/imported-silk":route1};');
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

describe("holdScriptsForPhotos", () => {
  it("writes every page React Router wrote, and leaves another HTML file (a host's verification page) as it is", async () => {
    const client = mkdtempSync(join(tmpdir(), "scripts-after-photo-"));
    try {
      const verification = "<html><body>google-site-verification: google123.html</body></html>";
      writeFileSync(join(client, "index.html"), page(reactRouterScript));
      writeFileSync(join(client, "google123.html"), verification);
      await holdScriptsForPhotos(client);
      expect(pageScripts(readFileSync(join(client, "index.html"), "utf8"))).toHaveLength(5);
      expect(readFileSync(join(client, "google123.html"), "utf8")).toBe(verification);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});

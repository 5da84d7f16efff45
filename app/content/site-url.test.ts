import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { LOCAL_SITE_URL, SiteUrlError, basePath, buildEnv, parseSiteUrl, siteUrl } from "#app/content/site-url.ts";

describe("SITE_URL", () => {
  it("is the address without a trailing slash, keeping a base path", () => {
    expect(siteUrl({ SITE_URL: "https://www.example.com/" })).toBe("https://www.example.com");
    expect(siteUrl({ SITE_URL: " https://owner.github.io/shop/ " })).toBe("https://owner.github.io/shop");
    expect(siteUrl({ SITE_URL: "http://localhost:8080" })).toBe("http://localhost:8080");
  });

  it.each([
    ["not-a-url", /SITE_URL="not-a-url" is not an address/],
    ["javascript:alert(1)", /must start with https:\/\//],
    ["ftp://example.com", /must start with https:\/\//],
    ["www.example.com", /is not an address/],
    ["https://user:secret@example.com", /user name or password/],
    ["https://example.com/?ref=1", /query/],
    ["https://example.com/#top", /fragment/],
    ["https://example.com/my shop", /folder names/],
    ["https://example.com/a/%2e%2e/b", /folder names/],
    ["https://example.com/a/../b", /"\." or "\.\." folders/],
  ])("refuses %s, saying what is wrong", (value, message) => {
    expect(() => siteUrl({ SITE_URL: value })).toThrow(SiteUrlError);
    expect(() => siteUrl({ SITE_URL: value })).toThrow(message);
  });

  it("on Netlify and Cloudflare Pages is the host's own address when SITE_URL is not set", () => {
    expect(siteUrl({ NETLIFY: "true", CI: "true", URL: "https://tailor.netlify.app" })).toBe("https://tailor.netlify.app");
    expect(siteUrl({ CF_PAGES: "1", CF_PAGES_URL: "https://abc.tailor.pages.dev/" })).toBe("https://abc.tailor.pages.dev");
    // An address set on purpose wins over the host's.
    expect(siteUrl({ NETLIFY: "true", URL: "https://tailor.netlify.app", SITE_URL: "https://www.tailor.in" })).toBe("https://www.tailor.in");
    expect(() => siteUrl({ NETLIFY: "true", URL: "javascript:x" })).toThrow(/URL \(set by Netlify\)/);
  });

  it("stops a host or CI build that has no address, saying what to set", () => {
    for (const env of [{ CI: "true" }, { GITHUB_ACTIONS: "true" }, { NETLIFY: "true" }, { CF_PAGES: "1" }]) {
      expect(() => siteUrl(env)).toThrow(/SITE_URL is not set\. Set it to the site's public address/);
    }
  });

  it("on a developer's machine falls back to the local server, with one warning", () => {
    const warn = vi.fn();
    expect(siteUrl({}, warn)).toBe(LOCAL_SITE_URL);
    expect(siteUrl({ SITE_URL: "" }, warn)).toBe(LOCAL_SITE_URL);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/SITE_URL is not set: building for http:\/\/localhost:4173/);
  });

  it("names the variable it was read from", () => {
    expect(() => parseSiteUrl("nope", "CF_PAGES_URL")).toThrow(/^CF_PAGES_URL="nope"/);
  });
});

describe("the base path", () => {
  it("is SITE_URL's path with slashes at both ends, or /", () => {
    expect(basePath({ SITE_URL: "https://www.example.com" })).toBe("/");
    expect(basePath({ SITE_URL: "https://owner.github.io/shop" })).toBe("/shop/");
    expect(basePath({ SITE_URL: "https://owner.github.io/a/b/" })).toBe("/a/b/");
    expect(basePath({ NETLIFY: "true", URL: "https://tailor.netlify.app" })).toBe("/");
    // Type generation and the dev server on CI need no address; the build stops without one.
    expect(basePath({ CI: "true" })).toBe("/");
  });
});

describe("the build's environment", () => {
  it("reads SITE_URL from .env, where the process does not set it", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-"));
    writeFileSync(join(dir, ".env"), "# the shop\nSITE_URL=https://www.tailor.in\nVITE_EMAILJS_SERVICE_ID=\n");
    vi.stubEnv("SITE_URL", undefined);
    expect(siteUrl(buildEnv(dir))).toBe("https://www.tailor.in");
    vi.stubEnv("SITE_URL", "https://other.example");
    expect(siteUrl(buildEnv(dir))).toBe("https://other.example");
    vi.unstubAllEnvs();
  });
});

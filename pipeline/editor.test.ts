import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorTarget, githubRepo, writeEditor } from "#pipeline/editor.ts";

const none = () => undefined;

describe("the repository the editor commits to", () => {
  it("is CMS_REPO, else the host's own word, else the clone's GitHub origin", () => {
    expect(editorTarget({ CMS_REPO: "tailor/catalogue", GITHUB_REPOSITORY: "other/site" }, none)).toEqual({ repo: "tailor/catalogue", branch: "main" });
    expect(editorTarget({ GITHUB_REPOSITORY: "tailor/catalogue" }, none)?.repo).toBe("tailor/catalogue");
    expect(editorTarget({ REPOSITORY_URL: "https://github.com/tailor/catalogue", BRANCH: "live" }, none)).toEqual({ repo: "tailor/catalogue", branch: "live" });
    expect(editorTarget({}, () => "tailor/from-origin")?.repo).toBe("tailor/from-origin");
    expect(editorTarget({}, none)).toBeUndefined();
    expect(githubRepo("git@github.com:tailor/catalogue.git")).toBe("tailor/catalogue");
    expect(githubRepo("https://gitlab.com/tailor/catalogue")).toBeUndefined();
  });

  it("names a CMS_REPO or CMS_AUTH_URL it cannot use", () => {
    expect(() => editorTarget({ CMS_REPO: "https://github.com/tailor/catalogue" }, none)).toThrow(
      'CMS_REPO="https://github.com/tailor/catalogue" is not a GitHub repository: give it as owner/name, such as tailor/catalogue.',
    );
    expect(() => editorTarget({ CMS_REPO: "tailor/catalogue", CMS_AUTH_URL: "auth.example.com" }, none)).toThrow(/CMS_AUTH_URL="auth.example.com" must be/);
    expect(editorTarget({ CMS_REPO: "tailor/catalogue", CMS_AUTH_URL: "https://auth.example.workers.dev/" }, none)?.authUrl).toBe(
      "https://auth.example.workers.dev",
    );
  });
});

describe("the editor in the build", () => {
  let client: string;
  afterEach(() => rmSync(client, { recursive: true, force: true }));

  it("is the library's script and its own fonts, served by the site, on a page no search engine lists", () => {
    client = mkdtempSync(join(tmpdir(), "client-"));
    writeEditor(client, "/shop/", { env: { CMS_REPO: "tailor/catalogue", SITE_URL: "https://tailor.example/shop" }, warn: () => {}, origin: none });
    const page = readFileSync(join(client, "admin", "index.html"), "utf8");
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toContain('<script src="/shop/admin/sveltia-cms.js"></script>');
    expect(page).toContain('<link rel="cms-config-url" href="/shop/admin/config.json" type="application/json"/>');
    expect([...page.matchAll(/<script/g)]).toHaveLength(1);
    const script = readFileSync(join(client, "admin", "sveltia-cms.js"), "utf8");
    expect(script).not.toMatch(/cdn\.jsdelivr\.net|sourceMappingURL/);
    expect(script).toContain("/shop/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2");
    expect(readdirSync(join(client, "admin", "fonts")).sort()).toEqual([
      "material-symbols-outlined-latin-wght-normal.woff2",
      "noto-mono-latin-400-normal.woff2",
      "source-sans-3-latin-wght-normal.woff2",
    ]);
    const config = JSON.parse(readFileSync(join(client, "admin", "config.json"), "utf8"));
    expect(config.backend).toEqual({ name: "github", repo: "tailor/catalogue", branch: "main" });
    expect(config.site_url).toBe("https://tailor.example/shop");
    expect(config.logo).toEqual({ src: "/shop/favicon.svg" });
  });

  it("says what to set, instead of an editor that cannot save, when no repository is known", () => {
    client = mkdtempSync(join(tmpdir(), "client-"));
    const warn = vi.fn();
    writeEditor(client, "/", { env: { SITE_URL: "https://tailor.example" }, warn, origin: none });
    const page = readFileSync(join(client, "admin", "index.html"), "utf8");
    expect(existsSync(join(client, "admin", "config.json"))).toBe(false);
    expect(page).toContain("<h1>The editor is not set up yet</h1>");
    expect(page).toContain("<code>CMS_REPO</code>");
    expect(page).not.toContain("<script");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("set CMS_REPO=owner/name"));
  });
});

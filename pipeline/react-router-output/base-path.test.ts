import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { hoistBasePath } from "#pipeline/react-router-output/base-path.ts";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "client-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const list = (root: string) => readdirSync(root, { recursive: true, encoding: "utf8" }).sort();

describe("hoistBasePath", () => {
  it("moves the pages React Router wrote under the base path to the top of the build", async () => {
    // Finding no home page at the top, React Router names its fallback page index.html.
    const client = tree({
      "assets/entry.js": "js",
      "index.html": "404",
      "shop/index.html": "home",
      "shop/kediya/index.html": "kediya",
      "shop/kediya.data": "data",
    });
    await hoistBasePath(client, "/shop/");
    expect(list(client)).toEqual(["__spa-fallback.html", "assets", "assets/entry.js", "index.html", "kediya", "kediya.data", "kediya/index.html"]);
    expect(readFileSync(join(client, "kediya", "index.html"), "utf8")).toBe("kediya");
    expect(readFileSync(join(client, "index.html"), "utf8")).toBe("home");
    expect(readFileSync(join(client, "__spa-fallback.html"), "utf8")).toBe("404");
  });

  it("refuses to overwrite a file of the site's own", async () => {
    const client = tree({ "__spa-fallback.html": "404", "assets/entry.js": "js", "shop/index.html": "home", "shop/assets/x": "x" });
    await expect(hoistBasePath(client, "/shop/")).rejects.toThrow(/holds "assets"/);
  });

  it("handles a base path of several folders, and one named like a page", async () => {
    const deep = tree({ "a/b/index.html": "home", "a/b/koti/index.html": "koti" });
    await hoistBasePath(deep, "/a/b/");
    expect(list(deep)).toEqual(["index.html", "koti", "koti/index.html"]);

    const same = tree({ "kediya/index.html": "home", "kediya/kediya/index.html": "kediya" });
    await hoistBasePath(same, "/kediya/");
    expect(readFileSync(join(same, "index.html"), "utf8")).toBe("home");
    expect(readFileSync(join(same, "kediya", "index.html"), "utf8")).toBe("kediya");
  });

  it("leaves a build without a base path as it is", async () => {
    const client = tree({ "index.html": "home", "kediya/index.html": "kediya" });
    await hoistBasePath(client, "/");
    expect(list(client)).toEqual(["index.html", "kediya", "kediya/index.html"]);
  });
});

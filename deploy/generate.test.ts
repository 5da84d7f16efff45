import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultTreeAdapter as tree } from "parse5";
import { elements, inlineScript } from "#pipeline/html.ts";
import { searchQueryPattern, writeDeployConfig } from "#deploy/generate.ts";
import { orderCopies } from "#pipeline/react-router-output/index.ts";
import { EDITOR_HEADERS, editorPolicy, inlineScriptHashes, sharedPolicy } from "#deploy/headers.ts";

let build: string;
const page = (body = "") => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}<script>window.go=1</script></body></html>`;

beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), "deploy-"));
  for (const [file, text] of [
    ["index.html", page()],
    ["404.html", page("Not Found")],
    ["kediya/index.html", page()],
    ["admin/index.html", '<!doctype html><html><head><meta charset="utf-8"/></head><body><script src="/admin/sveltia-cms.js"></script></body></html>'],
    ["sitemap.xml", "<urlset/>"],
  ]) {
    mkdirSync(join(build, "client", file, ".."), { recursive: true });
    writeFileSync(join(build, "client", file), text);
  }
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

/** The _headers file as { path: { header: value } }. */
function rules(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  let path = "";
  for (const line of readFileSync(join(build, "client", "_headers"), "utf8").split("\n")) {
    const header = line.match(/^ {2}([\w-]+): (.+)$/);
    if (header) out[path][header[1]] = header[2];
    else if (line) out[(path = line)] = {};
  }
  return out;
}

describe("the owner's editor's headers", () => {
  it("has its own policy on every host, and the site's pages keep theirs", () => {
    const { pages, editor, common } = writeDeployConfig(build);
    expect(pages["/admin/index.html"]).toBe(editorPolicy());
    expect(pages["/kediya/index.html"]).not.toContain("api.github.com");
    expect(readFileSync(join(build, "client", "admin", "index.html"), "utf8")).toContain(`content="${editorPolicy({ meta: true })}"`);
    expect(editor).toEqual({ ...common, ...EDITOR_HEADERS });

    // Netlify and Cloudflare send every rule that matches: the site's policy is never on the editor's paths.
    const cdn = rules();
    expect(cdn["/*"]["Content-Security-Policy"]).toBeUndefined();
    expect(cdn["/*"]["Cross-Origin-Opener-Policy"]).toBeUndefined();
    for (const path of ["/admin", "/admin/*"]) expect(cdn[path]).toEqual({ "Content-Security-Policy": editorPolicy(), ...EDITOR_HEADERS });
    for (const path of ["/", "/index.html", "/kediya", "/kediya/*", "/404.html", "/sitemap.xml"]) {
      expect(cdn[path], path).toEqual({ "Content-Security-Policy": sharedPolicy(), "Cross-Origin-Opener-Policy": "same-origin" });
    }

    const nginx = readFileSync(join(build, "deploy", "editor-headers.conf"), "utf8");
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    expect(nginx).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(readFileSync(join(build, "deploy", "site-headers.conf"), "utf8")).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
  });

  it("lets the editor reach GitHub's API and show photos being added, and nothing the site does not need", () => {
    const policy = Object.fromEntries(
      editorPolicy()
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toContain("https://api.github.com");
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["blob:", "data:"]));
    expect(policy["font-src"]).toEqual(["'self'"]);
    expect(editorPolicy()).not.toMatch(/unsafe-eval|emailjs|\*/);
  });
});

describe("each page's policy", () => {
  it("allows the scripts the build adds to a page as it finishes it, and the editor is left as it is", () => {
    const finished: string[] = [];
    const { pages } = writeDeployConfig(build, "/", {
      finishPage: (document, file) => {
        finished.push(file);
        const body = [...elements(document)].find((element) => element.tagName === "body")!;
        tree.appendChild(body, inlineScript(`window.page="${file}"`));
      },
    });
    expect(finished.sort()).toEqual(["/404.html", "/index.html", "/kediya/index.html"]);
    const [added] = inlineScriptHashes(['window.page="/kediya/index.html"']);
    expect(pages["/kediya/index.html"]).toContain(added);
    expect(pages["/index.html"]).not.toContain(added);
    const written = readFileSync(join(build, "client", "kediya", "index.html"), "utf8");
    expect(written).toContain('<script>window.page="/kediya/index.html"</script>');
    // Its <meta> policy, for hosts that send none, allows it too.
    expect(written.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)![1]).toContain(added);
  });
});

describe("the order page's copy for each design", () => {
  const orderPage = (noScript: string) => page(`<noscript data-order-no-script="">${noScript}</noscript><form class="order-form"></form>`);
  const write = (file: string, text: string) => {
    mkdirSync(join(build, "client", file, ".."), { recursive: true });
    writeFileSync(join(build, "client", file), text);
  };

  it("is the finished order page of its language with that design in its <noscript>, under the page's policy, and what the copies hold goes", () => {
    write("order/index.html", orderPage('<p><a href="/#contact">This form needs the page\'s script</a></p>'));
    write("gu/order/index.html", orderPage("<p>ફોર્મ</p>"));
    write(
      "order/no-script.json",
      JSON.stringify({
        en: { "kediya-3": '<div class="order-no-script">Indigo kediyu</div>', "koti-12": "<div>Koti</div>" },
        gu: { "kediya-3": '<div class="order-no-script">ગળી રંગનું કેડિયું</div>' },
      }),
    );
    const { pages } = writeDeployConfig(build, "/", {
      finishPage: (document) =>
        tree.appendChild(
          [...elements(document)].find((element) => element.tagName === "body")!,
          inlineScript("window.held=1"),
        ),
      pageCopies: orderCopies(join(build, "client")),
    });
    const read = (file: string) => readFileSync(join(build, "client", file), "utf8");
    const copy = read("order/kediya-3/index.html");
    expect(copy).toContain('<noscript data-order-no-script=""><div class="order-no-script">Indigo kediyu</div></noscript>');
    expect(copy).not.toContain("This form needs the page's script");
    // Finished as the page is, with its policy, as a <meta> and for the hosts.
    expect(copy).toContain("<script>window.held=1</script>");
    expect(copy.replace(/<noscript[\s\S]*<\/noscript>/, "")).toBe(read("order/index.html").replace(/<noscript[\s\S]*<\/noscript>/, ""));
    expect(pages["/order/kediya-3/index.html"]).toBe(pages["/order/index.html"]);
    expect(read("order/koti-12/index.html")).toContain("<div>Koti</div>");
    expect(read("gu/order/kediya-3/index.html")).toContain("ગળી રંગનું કેડિયું");
    expect(read("gu/order/kediya-3/index.html")).not.toContain("Indigo kediyu");
    expect(readFileSync(join(build, "deploy", "csp-map.conf"), "utf8")).toContain(String.raw`\/gu\/order\/kediya-3/+`);
    // The page itself still leads a browser without its script to the shop's other ways.
    expect(read("order/index.html")).toContain("This form needs the page's script");
    expect(existsSync(join(build, "client", "order", "no-script.json"))).toBe(false);
  });

  it("stops the build, saying why, when the order page has no <noscript> to name a design in, a design is no order's, what the copies hold is missing or their page is", () => {
    write("order/index.html", page("<noscript><p>Form</p></noscript>"));
    write("order/no-script.json", JSON.stringify({ en: { "kediya-3": "<div>Indigo</div>" } }));
    expect(() => writeDeployConfig(build, "/", { pageCopies: orderCopies(join(build, "client")) })).toThrow(
      "the order page has no <noscript data-order-no-script> for its copies to name their design in",
    );
    write("order/no-script.json", JSON.stringify({ en: { "../kediya": "<div>Indigo</div>" } }));
    expect(() => orderCopies(join(build, "client"))).toThrow("/order/no-script.json names \"../kediya\", which is no design's value in an order's address");
    // Without the file, or without the page, the hosts would answer every order with /order: the build stops.
    expect(() => orderCopies(join(build, "client"))).toThrow("/order/no-script.json is missing: the order page's copies for each design cannot be written");
    write("order/no-script.json", JSON.stringify({ hi: { "kediya-3": "<div>नील</div>" } }));
    expect(() => writeDeployConfig(build, "/", { pageCopies: orderCopies(join(build, "client")) })).toThrow(
      "No page /hi/order/index.html to write its copies from: the build has no such page",
    );
  });
});

describe("nginx's map of search's copies", () => {
  // nginx compares without case (~*), as the i flag does.
  const asks = (page: string, query: string, request: string) => new RegExp(searchQueryPattern(page, query), "i").test(request);

  it("matches a query as a browser or a form sends it, and only that query", () => {
    expect(asks("/search", "bandhani", "/search?q=bandhani")).toBe(true);
    expect(asks("/search", "bandhani", "/search/?q=Bandhani")).toBe(true);
    expect(asks("/search", "mirror work", "/search?q=mirror+work")).toBe(true);
    expect(asks("/search", "mirror work", "/search?q=mirror%20work")).toBe(true);
    const gujarati = "બાંધણી";
    expect(asks("/gu/search", gujarati, `/gu/search?${new URLSearchParams({ q: gujarati })}`)).toBe(true);
    expect(asks("/gu/search", gujarati, `/gu/search?q=${encodeURIComponent(gujarati).toLowerCase()}`)).toBe(true);
    expect(asks("/gu/search", gujarati, `/gu/search?q=${gujarati}`)).toBe(true);
    expect(asks("/search", "chakda's", "/search?q=chakda's")).toBe(true);
    expect(asks("/search", "chakda's", `/search?${new URLSearchParams({ q: "chakda's" })}`)).toBe(true);
    // Anything more, or else, is search's own.
    expect(asks("/search", "bandhani", "/search?q=bandhani&fabric=cotton")).toBe(false);
    expect(asks("/search", "bandhani", "/search?q=bandhanis")).toBe(false);
    expect(asks("/search", "bandhani", "/gu/search?q=bandhani")).toBe(false);
    expect(asks("/search", "bandhani", "/searchx?q=bandhani")).toBe(false);
    // The parameter's name is the page's, q.
    expect(asks("/search", "bandhani", "/search?Q=bandhani")).toBe(false);
  });

  it("is written for nginx's http block, with each copy's file, and the same for npm run serve", () => {
    const headers = writeDeployConfig(build, "/", { searchCopies: [{ page: "/gu/search", query: "bandhni", file: "/gu/search/for/bandhani-2/index.html" }] });
    const map = readFileSync(join(build, "deploy", "search-map.conf"), "utf8");
    expect(map).toContain("map $uri$is_args$args $search_copy {");
    expect(map).toContain(`"~*${searchQueryPattern("/gu/search", "bandhni")}" "/gu/search/for/bandhani-2/index.html";`);
    expect(headers.searchPages).toEqual({ "/gu/search?bandhni": "/gu/search/for/bandhani-2/index.html" });
  });
});

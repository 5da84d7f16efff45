import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { onPage } from "#tests/fixtures/page.tsx";
import { Layout } from "#app/root.tsx";

// The root loader's module reads the photos the build makes; the layout is all this test renders.
vi.mock("#app/content/content.server.ts", () => ({ siteUrl: vi.fn() }));

describe("the root layout", () => {
  it("says Loading... in place of the navigation and contact section, once, while the site's data is absent", () => {
    const html = renderToString(
      onPage(
        <Layout>
          <p>Page</p>
        </Layout>,
      ),
    );
    expect(html.match(/Loading\.\.\./g)).toHaveLength(1);
    expect(html).toContain("<p>Page</p>");
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain("Get In Touch");
  });

  it("says it in the page's language", () => {
    const html = renderToString(
      onPage(
        <Layout>
          <p>Page</p>
        </Layout>,
        "/gu/",
      ),
    );
    expect(html).toContain('<html lang="gu">');
    expect(html).not.toContain("Loading...");
  });
});

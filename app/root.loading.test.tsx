import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Layout } from "./root";

// The root loader reads the content at build time; the layout is all this test renders.
vi.mock("./content/content.server", () => ({ contentIn: vi.fn(), siteUrl: vi.fn() }));

describe("the root layout", () => {
  it("says Loading... in place of the navigation and contact section, once, while the site's data is absent", () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <Layout><p>Page</p></Layout> }]);
    const html = renderToString(<Stub />);
    expect(html.match(/Loading\.\.\./g)).toHaveLength(1);
    expect(html).toContain("<p>Page</p>");
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain("Get In Touch");
  });
});

import { render, screen } from "@testing-library/react";
import { onPage } from "#tests/fixtures/page.tsx";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "#app/frame/site-header.tsx";

function renderHeader(props: React.ComponentProps<typeof SiteHeader>) {
  render(onPage(<SiteHeader {...props} />));
}

const header = {
  eyebrow: "Made to order in Gujarat",
  paragraph: "Made to order.",
  picture: { sources: [], srcSet: "/a.jpg 600w", src: "/a.jpg", width: 600, height: 800 },
  pictureAlt: "A kediyu",
};

describe("SiteHeader", () => {
  it("shows the content's line above the heading", async () => {
    renderHeader({ ...header, title: "", businessName: "Shop" });
    expect(await screen.findByText("Made to order in Gujarat")).toBeInTheDocument();
  });

  it("heads the page with the business name when the content's title is empty", async () => {
    renderHeader({ ...header, title: "", businessName: "The Tailor's Studio" });
    const headings = await screen.findAllByRole("heading", { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(["The Tailor's Studio"]);
  });

  it("uses the content's title when there is one", async () => {
    renderHeader({ ...header, title: "Garba season", businessName: "Shop" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Garba season");
  });
});

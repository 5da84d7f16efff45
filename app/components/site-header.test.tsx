import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

function renderHeader(props: React.ComponentProps<typeof SiteHeader>) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteHeader {...props} /> }]);
  render(<Stub />);
}

describe("SiteHeader", () => {
  it("heads the page with the business name when the content's title is empty", async () => {
    renderHeader({ title: "", businessName: "The Tailor's Studio", paragraph: "Made to order." });
    const headings = await screen.findAllByRole("heading", { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(["The Tailor's Studio"]);
  });

  it("uses the content's title when there is one", async () => {
    renderHeader({ title: "Garba season", businessName: "Shop", paragraph: "Made to order." });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Garba season");
  });

  it("says Loading... without its data", async () => {
    renderHeader({});
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});

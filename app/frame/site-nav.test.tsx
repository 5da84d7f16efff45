import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onPage } from "#tests/fixtures/page.tsx";
import { describe, expect, it } from "vitest";
import { SiteNav } from "#app/frame/site-nav.tsx";

const links = [
  { id: "about", label: "About" },
  { id: "collections", label: "Cataloguee" },
  { id: "contact", label: "Contact" },
];

function renderAt(path: string) {
  render(onPage(<SiteNav brand="Shop" links={links} />, path));
}

describe("SiteNav", () => {
  it("links to the sections of the page on the home page", async () => {
    renderAt("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    // The section links: after the shop's name, before the language menu.
    const anchors = within(nav.querySelector<HTMLElement>("#site-nav-links")!).getAllByRole("link");
    expect(anchors.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["About", "/#about"],
      ["Cataloguee", "/#collections"],
      ["Contact", "/#contact"],
      // Search's place in the menu, shown only where the bar has no room for its icon (site-nav.css).
      ["Search", "/search"],
    ]);
    expect(nav.querySelector(".site-nav__search")).toHaveAttribute("href", "/search");
    expect(within(nav).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/");
  });

  it("speaks the page's language, and leads to the same page in the others", async () => {
    renderAt("/gu/kediya");
    const nav = await screen.findByRole("navigation", { name: /./ });
    expect(within(nav).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/gu/");
    expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute("href", "/kediya");
    expect(within(nav).getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/kediya");
    expect(within(nav).getByRole("link", { name: "ગુજરાતી" })).toHaveAttribute("aria-current", "page");
    expect(nav.querySelector("#site-nav-links a")).toHaveAttribute("href", "/gu/#about");
  });

  it("leads to the home page's sections from other pages", async () => {
    renderAt("/kediya");
    expect(await screen.findByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
  });

  it("opens and closes the menu with its button", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

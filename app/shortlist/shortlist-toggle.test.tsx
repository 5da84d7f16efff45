import { Profiler } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it } from "vitest";
import { onPage } from "#tests/fixtures/page.tsx";
import { shortlist, type ShortlistEntry } from "#app/shortlist/shortlist.ts";
import { ShortlistToggle } from "#app/shortlist/shortlist-toggle.tsx";

const design = (number: number): ShortlistEntry => ({
  slug: "kediya",
  number,
  title: `Kediya ${number}`,
  collection: "Kediya",
  thumb: "400 533 -|jpeg a.jpg 400",
});

afterEach(() => {
  localStorage.clear();
  shortlist.reset();
});

it("hearting a design draws that card's heart again, and no other card's", async () => {
  const drawn = new Map<string, number>();
  const count = (id: string) => drawn.set(id, (drawn.get(id) ?? 0) + 1);
  render(
    onPage(
      <ul>
        {[1, 2, 3].map((number) => (
          <li key={number} data-testid={`card-${number}`}>
            <Profiler id={`card-${number}`} onRender={count}>
              <ShortlistToggle design={design(number)} place="grid" />
            </Profiler>
          </li>
        ))}
      </ul>,
      "/kediya",
    ),
  );
  const second = within(await screen.findByTestId("card-2")).getByRole("button", { name: "Add to shortlist" });
  const before = new Map(drawn);
  await userEvent.click(second);
  expect(second).toHaveAttribute("aria-pressed", "true");
  expect(shortlist.has(design(2))).toBe(true);
  expect(drawn.get("card-2")).toBeGreaterThan(before.get("card-2")!);
  expect(drawn.get("card-1")).toBe(before.get("card-1"));
  expect(drawn.get("card-3")).toBe(before.get("card-3"));
  // A change from elsewhere (another tab's, the shortlist panel's) reaches its card alone too.
  shortlist.add(design(3));
  expect(await within(screen.getByTestId("card-3")).findByRole("button", { name: "Remove from shortlist" })).toHaveAttribute("aria-pressed", "true");
  expect(drawn.get("card-1")).toBe(before.get("card-1"));
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { createBrowserRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";
import type { GridPhoto } from "#app/content/collection-data.ts";

const photo = (title: string): GridPhoto => ({
  title,
  thumb: { sources: [], srcSet: `/${title}-400.jpg 400w`, src: `/${title}-400.jpg`, width: 400, height: 533 },
});

function Catalogue() {
  const navigate = useNavigate();
  return (
    <PhotoGrid
      photos={[photo("Red kediya"), photo("Blue kediya")]}
      label="Kediya's photos"
      sizes="50vw"
      href={(i) => `/kediya/photo/${i + 1}`}
      onOpen={(i) => void navigate(`/kediya/photo/${i + 1}`)}
    />
  );
}

/** The catalogue at /kediya, whose photos' pages come when `arrive` is called: what a slow phone's download is. */
function site() {
  window.history.replaceState(null, "", "/kediya");
  let arrive!: () => void;
  const photoPage = vi.fn(() => new Promise<null>((resolve) => (arrive = () => resolve(null))));
  const router = createBrowserRouter([
    { path: "/kediya", element: <Catalogue /> },
    { path: "/kediya/photo/:photo", loader: photoPage, element: <p>The photo's page</p> },
    { path: "/about", element: <p>About the shop</p> },
  ]);
  render(<RouterProvider router={router} />);
  return { router, photoPage, arrive: () => act(async () => arrive()), cards: screen.getAllByRole("link") };
}

/** Draws the next frame, then runs what waited for it. */
async function nextFrameDrawn() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}

describe("a card of the photo grid, tapped", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("shows at once that it is opening, asks for its photo's page once that is drawn, and shows it until the page is there", async () => {
    const { router, photoPage, arrive, cards } = site();
    const [first, second] = cards;
    fireEvent.click(first);
    expect(first).toHaveAttribute("aria-busy", "true");
    expect(second).not.toHaveAttribute("aria-busy");
    expect(photoPage).not.toHaveBeenCalled();

    await nextFrameDrawn();
    expect(router.state.navigation.location?.pathname).toBe("/kediya/photo/1");
    expect(first).toHaveAttribute("aria-busy", "true");
    await arrive();
    expect(screen.getByText("The photo's page")).toBeInTheDocument();
    expect(first).not.toBeInTheDocument();
  });

  it("opens once, however often it is tapped while it opens", async () => {
    const { photoPage, cards } = site();
    fireEvent.click(cards[0]);
    fireEvent.click(cards[0]);
    await nextFrameDrawn();
    fireEvent.click(cards[0]);
    await nextFrameDrawn();
    expect(photoPage).toHaveBeenCalledTimes(1);
  });

  it("shows as opening no longer where she went elsewhere on the page before the photo came (Back, a filter)", async () => {
    const { router, cards } = site();
    fireEvent.click(cards[0]);
    await nextFrameDrawn();
    await act(() => router.navigate("/kediya?occasion=wedding"));
    expect(cards[0]).toBeInTheDocument();
    expect(cards[0]).not.toHaveAttribute("aria-busy");
  });

  it("does not open where she went elsewhere before the tap's frame was drawn: where she went stays", async () => {
    const { router, photoPage, cards } = site();
    fireEvent.click(cards[0]);
    await act(() => router.navigate("/kediya?occasion=wedding"));
    await nextFrameDrawn();
    expect(photoPage).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe("?occasion=wedding");
    expect(cards[0]).not.toHaveAttribute("aria-busy");
  });

  it("leaves a click with a key held (a new tab) to the browser", async () => {
    const { photoPage, cards } = site();
    const followed = fireEvent.click(cards[0], { ctrlKey: true });
    expect(followed).toBe(true);
    expect(cards[0]).not.toHaveAttribute("aria-busy");
    await nextFrameDrawn();
    expect(photoPage).not.toHaveBeenCalled();
  });
});

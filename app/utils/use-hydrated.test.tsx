import { render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HydrationProvider, useHydrated } from "#app/utils/use-hydrated.tsx";
import { SendButton } from "#tests/unit/send-button.tsx";

describe("useHydrated", () => {
  it("inside the layout: the prerendered state while hydrating, then the script's, with nothing to mend", async () => {
    const page = (
      <HydrationProvider>
        <SendButton />
      </HydrationProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector("button")).toHaveTextContent("Still loading");

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(screen.getByRole("button")).toHaveTextContent("Send");
    expect(screen.getByRole("button")).toHaveAttribute("type", "submit");
    // The prerendered HTML matched what the browser drew first: React did not throw it away.
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it("a part drawn after the page has hydrated (a new page's) is drawn on from the first", async () => {
    const drawn: boolean[] = [];
    function Toggle() {
      const on = useHydrated();
      drawn.push(on);
      return <button type="button">{on ? "Save" : "Still loading"}</button>;
    }
    function Page({ later }: { later: boolean }) {
      return <HydrationProvider>{later && <Toggle />}</HydrationProvider>;
    }
    const { rerender } = render(<Page later={false} />);
    await act(async () => {});
    rerender(<Page later />);
    expect(screen.getByRole("button")).toHaveTextContent("Save");
    expect(drawn).toEqual([true]);
  });

  it("on its own: prerendered as before the script, drawn in the browser as after it", () => {
    expect(renderToString(<SendButton />)).toContain("Still loading");
    render(<SendButton />);
    expect(screen.getByRole("button")).toHaveTextContent("Send");
  });
});

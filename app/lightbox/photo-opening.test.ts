import { describe, expect, it, vi } from "vitest";
import { addressFollows, endOpening, newMark, openAtTap, type Opening } from "#app/lightbox/photo-opening.ts";

const photo = (index: number): Opening => ({ places: 20, slug: "kediya", heading: "Kediya", index, from: "grid", mark: newMark() });

describe("the address following a photo opened at the tap", () => {
  it("moves once, however often it is told to follow", () => {
    const move = vi.fn();
    const opening = photo(1);
    openAtTap(opening, move);
    expect(move).not.toHaveBeenCalled();
    addressFollows();
    addressFollows();
    expect(move).toHaveBeenCalledTimes(1);
    expect(opening.followed).toBe(true);
    endOpening();
  });

  it("does not move for a photo closed before it followed", () => {
    const move = vi.fn();
    const opening = photo(2);
    openAtTap(opening, move);
    endOpening();
    addressFollows();
    expect(move).not.toHaveBeenCalled();
    expect(opening.followed).toBeUndefined();
  });

  it("moves for the photo opened last, not for one it replaced", () => {
    const first = vi.fn();
    const second = vi.fn();
    openAtTap(photo(3), first);
    openAtTap(photo(4), second);
    addressFollows();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    endOpening();
  });

  it("is not set off by an earlier opening's own follow (its fallback timer), once that opening has ended", () => {
    const first = vi.fn();
    const second = vi.fn();
    const earlier = openAtTap(photo(5), first);
    endOpening();
    const later = photo(6);
    openAtTap(later, second);
    earlier();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(later.followed).toBeUndefined();
    endOpening();
  });
});

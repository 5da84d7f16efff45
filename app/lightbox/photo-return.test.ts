import { describe, expect, it } from "vitest";
import { leavePhoto, takeLeftPhoto } from "#app/lightbox/photo-return.ts";

describe("the photo the lightbox left", () => {
  it("goes to its own collection's grid, once, and waits there while another collection's grid asks", () => {
    leavePhoto("/koti/photo/6");
    expect(takeLeftPhoto("kediya")).toBeUndefined();
    expect(takeLeftPhoto("koti")).toBe(6);
    expect(takeLeftPhoto("koti")).toBeUndefined();
  });
});

import { expect, it } from "vitest";
import { acceptedEncodings } from "#server/encoding.ts";

it("prefers brotli, then gzip, as the client's q-values allow", () => {
  expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
  expect(acceptedEncodings("br;q=0.5, gzip")).toEqual(["gzip", "br"]);
  expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
  expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
});

it("sends the file as it is when the client refuses or does not name a coding", () => {
  expect(acceptedEncodings(undefined)).toEqual([]);
  expect(acceptedEncodings("")).toEqual([]);
  expect(acceptedEncodings("identity")).toEqual([]);
  expect(acceptedEncodings("br;q=0, gzip;q=0")).toEqual([]);
  expect(acceptedEncodings("*;q=0, identity")).toEqual([]);
  expect(acceptedEncodings("br;q=0, *")).toEqual(["gzip"]);
  expect(acceptedEncodings("gzip;q=0.5, identity")).toEqual([]);
  expect(acceptedEncodings("gzip;q=0.5, identity;q=0")).toEqual(["gzip"]);
});

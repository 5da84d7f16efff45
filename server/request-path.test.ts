import { expect, it } from "vitest";
import { requestPath } from "#server/request-path.ts";

it("reads addresses as nginx does: decoded, slashes merged, dot segments resolved", () => {
  expect(requestPath("/")).toEqual({ path: "/", query: "" });
  expect(requestPath("//")).toEqual({ path: "/", query: "" });
  expect(requestPath("///")).toEqual({ path: "/", query: "" });
  expect(requestPath("/kediya//")).toEqual({ path: "/kediya/", query: "" });
  expect(requestPath("//kediya?utm_source=x#top")).toEqual({ path: "/kediya", query: "utm_source=x" });
  expect(requestPath("/%5Fheaders")).toEqual({ path: "/_headers", query: "" });
  expect(requestPath("/kediya/../assets/")).toEqual({ path: "/assets/", query: "" });
  expect(requestPath("/kediya/photo/./2")).toEqual({ path: "/kediya/photo/2", query: "" });
});

it("refuses what no browser sends, saying what is wrong", () => {
  expect(requestPath("//[")).toEqual({ error: "address has characters that must be percent-encoded" });
  expect(requestPath("//%zz")).toEqual({ error: "address has a malformed percent-encoding" });
  expect(requestPath("/kediya%2")).toEqual({ error: "address has a malformed percent-encoding" });
  expect(requestPath("/a%00b")).toEqual({ error: "address has control characters" });
  expect(requestPath("/../etc/passwd")).toEqual({ error: "address climbs above the site's root" });
  expect(requestPath(`/${"a".repeat(3000)}`)).toEqual({ error: "address longer than 2048 characters" });
  expect(requestPath("*")).toEqual({ error: "address does not start with /" });
});

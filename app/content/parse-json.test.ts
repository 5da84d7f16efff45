import { describe, expect, it } from "vitest";
import { parseJson, UnreadableFile } from "#app/content/parse-json.ts";

describe("parseJson", () => {
  it.each([
    ['{\n  "slug": "a",\n  "heading": "A"\n    "items": []\n}', "content/collections/a.json:4:5: not valid JSON: Expected ',' or '}' after property value"],
    ['{\n  "items": [1,]\n}', "content/collections/a.json:2:15: not valid JSON: Unexpected token ']'"],
    ['{\n  "slug": "a",', "content/collections/a.json:2:15: not valid JSON: Expected double-quoted property name"],
    ["", "content/collections/a.json:1:1: not valid JSON: the file ends too soon"],
  ])("names the line and column where %j stops being JSON", (text, problem) => {
    expect(parseJson("content/collections/a.json", text)).toEqual(new UnreadableFile(problem));
  });
});

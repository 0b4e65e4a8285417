import { describe, expect, it } from "vitest";
import { extend, forEach, guid, sizeOf } from "../src/index.js";

describe("Popcorn's object helpers", () => {
  it("forEach walks arrays by index and objects by key, with the given this", () => {
    const seen: unknown[] = [];
    const context = { name: "ctx" };
    forEach(
      ["a", "b"],
      function (this: unknown, value, index) {
        seen.push([this, value, index]);
      },
      context,
    );
    forEach({ x: 1, y: 2 }, (value, key) => seen.push([key, value]));
    expect(seen).toEqual([
      [context, "a", 0],
      [context, "b", 1],
      ["x", 1],
      ["y", 2],
    ]);
  });

  it("extend copies left to right and never writes a prototype key", () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "a": 2}');
    const target = extend({ a: 1, b: 1 }, hostile, { b: 3 });
    expect(target).toEqual({ a: 2, b: 3 });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
  });

  it("guid never repeats and keeps its prefix; sizeOf counts own keys", () => {
    const ids = new Set(Array.from({ length: 100 }, () => guid("note")));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id.startsWith("note")).toBe(true);
    expect(sizeOf({ a: 1, b: 2 })).toBe(2);
    expect(sizeOf(null)).toBe(0);
  });
});

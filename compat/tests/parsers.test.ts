import type { FetchLike } from "@popcorn-kit/core";
import { parse } from "@popcorn-kit/core/parsers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useBuiltInParse } from "../src/parsers/builtInParse.js";
import { loadParsed } from "../src/parsers/loadParsed.js";
import { defineParser, parserNames } from "../src/parsers/registry.js";

describe("without the complete build's parsers", () => {
  it("refuses a built-in format and says where its parsers are", async () => {
    await expect(loadParsed("parseSRT", { text: "1\n00:00:01,000 --> 00:00:02,000\nHi" })).rejects.toThrow(
      /popcorn-complete\.js/,
    );
  });
});

describe("with them", () => {
  beforeAll(() => useBuiltInParse(parse));

  const text = (value: string) => ({ text: value });

  function fakeFetch(body: string) {
    return vi.fn<FetchLike>(async () => ({ ok: true, status: 200, text: async () => body }));
  }

  describe("built-in parsers", () => {
    it("are registered under 1.x's names", () => {
      expect(parserNames()).toEqual(
        expect.arrayContaining([
          "parseJSON",
          "parseXML",
          "parseSRT",
          "parseVTT",
          "parseSBV",
          "parseSSA",
          "parseTTML",
          "parseTTXT",
        ]),
      );
    });

    it.each([
      ["parseSRT", "1\n00:00:01,000 --> 00:00:02,500\nHello\nworld\n\n2\n00:00:03,000 --> 00:00:04,000\nBye\n"],
      ["parseVTT", "WEBVTT\n\n00:01.000 --> 00:02.500\nHello\nworld\n\n00:03.000 --> 00:04.000\nBye\n"],
      ["parseSBV", "0:00:01.000,0:00:02.500\nHello\nworld\n\n0:00:03.000,0:00:04.000\nBye\n"],
      [
        "parseSSA",
        "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,Hello\\Nworld\nDialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Bye\n",
      ],
      [
        "parseTTML",
        '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1s" end="2.5s">Hello<br/>world</p><p begin="3s" end="4s">Bye</p></div></body></tt>',
      ],
      [
        "parseTTXT",
        '<?xml version="1.0"?><TextStream version="1.1"><TextSample sampleTime="00:00:01.000">Hello\nworld</TextSample><TextSample sampleTime="00:00:02.500"></TextSample><TextSample sampleTime="00:00:03.000">Bye</TextSample><TextSample sampleTime="00:00:04.000"></TextSample></TextStream>',
      ],
    ])(
      "%s gives the file's cues as kit subtitle items, with the call's options under their own",
      async (name, file) => {
        const { items, errors } = await loadParsed(name, text(file), { target: "subs" });
        expect(errors).toEqual([]);
        expect(
          items.map(({ plugin, kit, options }) => [
            plugin,
            kit,
            options.start,
            options.end,
            options.text,
            options.target,
          ]),
        ).toEqual([
          ["subtitle", true, 1, 2.5, "Hello\nworld", "subs"],
          ["subtitle", true, 3, 4, "Bye", "subs"],
        ]);
      },
    );

    it("parseJSON gives Popcorn's items in Popcorn's options, with the title and media of the file", async () => {
      const file = JSON.stringify({
        title: "Annotated",
        remote: "/clip.webm",
        data: [
          { footnote: { start: 1, end: 2, text: "Hi", target: "notes" } },
          { image: { id: "poster", start: "0:03", src: "/poster.jpg" }, subtitle: { start: 4, end: 5, text: "Two" } },
        ],
      });
      const { items, errors, title, remote } = await loadParsed("parseJSON", text(file), { target: "side" });
      expect(errors).toEqual([]);
      expect([title, remote]).toEqual(["Annotated", "/clip.webm"]);
      expect(items).toEqual([
        { plugin: "footnote", options: { start: 1, end: 2, text: "Hi", target: "notes" } },
        { plugin: "image", options: { id: "poster", start: 3, src: "/poster.jpg", target: "side" } },
        { plugin: "subtitle", options: { start: 4, end: 5, text: "Two", target: "side" } },
      ]);
    });

    it("parseXML gives Popcorn's items from 1.x's XML", async () => {
      const file =
        '<popcorn><timeline><resources target="notes"><footnote in="1" out="2">Hi</footnote><footnote in="3">Open</footnote></resources></timeline></popcorn>';
      const { items, errors } = await loadParsed("parseXML", text(file));
      expect(errors).toEqual([]);
      expect(items).toEqual([
        { plugin: "footnote", options: { target: "notes", text: "Hi", start: 1, end: 2 } },
        { plugin: "footnote", options: { target: "notes", text: "Open", start: 3 } },
      ]);
    });

    it("parses what it can of a malformed file and reports the rest with line numbers", async () => {
      const file =
        "1\n00:00:01,000 --> 00:00:02,000\nGood\n\n2\n00:00:xx,000 --> 00:00:04,000\nBad\n\n3\n00:00:05,000 --> 00:00:06,000\nAlso good\n";
      const { items, errors } = await loadParsed("parseSRT", text(file));
      expect(items.map((item) => item.options.text)).toEqual(["Good", "Also good"]);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.code).toBe("PARSE");
      expect(errors[0]!.details.line).toBe(6);
    });

    it("reads a URL through the network limits, and refuses a URL of another scheme without fetching it", async () => {
      const fetch = fakeFetch("WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n");
      const { items } = await loadParsed("parseVTT", "/media/clip.vtt", {}, { fetch });
      expect(fetch.mock.calls[0]![0]).toBe("/media/clip.vtt");
      expect(items).toHaveLength(1);

      const refused = loadParsed("parseVTT", "javascript:alert(1)", {}, { fetch });
      await expect(refused).rejects.toMatchObject({
        code: "INVALID_OPTION",
        details: { value: "javascript:alert(1)" },
      });
      const big = loadParsed("parseVTT", "/big.vtt", {}, { fetch, maxBytes: 4 });
      await expect(big).rejects.toMatchObject({ code: "LOAD", details: { value: "/big.vtt" } });
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it("refuses an unknown parser name, naming it", async () => {
      await expect(loadParsed("parseNope", text(""))).rejects.toMatchObject({
        code: "INVALID_OPTION",
        details: { value: "parseNope" },
      });
    });
  });

  describe("Popcorn.parser", () => {
    it("registers a parser with 1.x's signature; its function gets { text, json, xml } and the call's options", async () => {
      const seen: unknown[] = [];
      defineParser("parseLines", (data, options) => {
        seen.push(data, options);
        return {
          title: "Lines",
          data: data.text
            .trim()
            .split("\n")
            .map((line: string, index: number) => ({ footnote: { start: index, end: index + 1, text: line } })),
        };
      });
      expect(parserNames()).toContain("parseLines");
      const { items, errors, title } = await loadParsed("parseLines", text("one\ntwo\n"), { target: "notes" });
      expect(seen).toEqual([{ text: "one\ntwo\n", json: null, xml: null }, { target: "notes" }]);
      expect(title).toBe("Lines");
      expect(errors).toEqual([]);
      expect(items).toEqual([
        { plugin: "footnote", options: { target: "notes", start: 0, end: 1, text: "one" } },
        { plugin: "footnote", options: { target: "notes", start: 1, end: 2, text: "two" } },
      ]);
    });

    it("hands JSON, XML or the text by the parser's type", async () => {
      const inputs: unknown[] = [];
      const keep = (data: unknown) => (inputs.push(data), { data: [] });
      defineParser("parseMineJSON", "JSON", keep);
      defineParser("parseMineXML", "xml", keep);
      defineParser("parseMineTEXT", "TEXT", keep);
      await loadParsed("parseMineJSON", text('{"a":1}'));
      await loadParsed("parseMineXML", text("<a><b/></a>"));
      await loadParsed("parseMineTEXT", text("plain"));
      expect(inputs[0]).toEqual({ a: 1 });
      expect((inputs[1] as Document).documentElement.nodeName).toBe("a");
      expect(inputs[2]).toBe("plain");
      await expect(loadParsed("parseMineJSON", text("{nope"))).rejects.toMatchObject({ code: "PARSE" });
    });

    it("skips and reports items that are not objects of options, and never copies a prototype key", async () => {
      defineParser("parseOdd", () => ({
        data: JSON.parse('[{"footnote": "text"}, 3, {"__proto__": {"polluted": true}, "image": {"src": "/a.jpg"}}]'),
      }));
      const { items, errors } = await loadParsed("parseOdd", text(""));
      expect(items).toEqual([{ plugin: "image", options: { src: "/a.jpg" } }]);
      expect(errors.map((error) => error.message)).toEqual([
        'parseOdd data[0].footnote is "text"; it is skipped: expected an object of options.',
        "parseOdd data[1] is 3; it is skipped: expected { pluginName: options }.",
      ]);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    });

    it("rejects with a PARSE error when the parser throws", async () => {
      defineParser("parseThrows", () => {
        throw new Error("boom");
      });
      await expect(loadParsed("parseThrows", text("x"))).rejects.toMatchObject({
        code: "PARSE",
        message: "parseThrows threw: boom.",
      });
    });

    it.each([
      [["parse CSV", () => ({})], "parse CSV"],
      [["__proto__", () => ({})], "__proto__"],
      [["parseCSV", "CSV", () => ({})], "CSV"],
      [["parseCSV", "alert(1)"], "alert(1)"],
    ])("refuses %j, registering nothing", (args, value) => {
      const before = parserNames();
      expect(() => (defineParser as (...a: unknown[]) => void)(...args)).toThrow(
        expect.objectContaining({ code: "INVALID_OPTION", details: expect.objectContaining({ value }) }),
      );
      expect(parserNames()).toEqual(before);
    });
  });
});

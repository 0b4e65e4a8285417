import { describe, expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";
import type { SubtitleFormat } from "../../src/parsers/types.js";

const XXE = `<?xml version="1.0"?>
<!DOCTYPE tt [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="0s" end="1s">&xxe;</p></div></body></tt>`;

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<popcorn><timeline><footnote in="1" out="2">&lol2;</footnote></timeline></popcorn>`;

describe("XML formats are parsed safely", () => {
  test.each([
    ["ttml", XXE],
    ["popcorn-xml", LAUGHS],
    ["ttxt", '<!DOCTYPE TextStream><TextStream><TextSample sampleTime="00:00:01.000">x</TextSample></TextStream>'],
  ] as [SubtitleFormat, string][])("%s: a DOCTYPE is refused: no events, one error at its line", (format, text) => {
    const result = parse(text, { format });
    expect(result.events).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(
      /^Line \d: DOCTYPE declarations are refused .*: expected an XML document without <!DOCTYPE>\.$/,
    );
    expect(() => parse(text, { format, strict: true })).toThrow(/DOCTYPE declarations are refused/);
  });

  test("an undefined entity is an error for its cue: never expanded, the cue skipped, the others kept", () => {
    const text = `<tt xmlns="http://www.w3.org/ns/ttml"><body><div>
<p begin="0s" end="1s">Fine &amp; dandy &#233;</p>
<p begin="1s" end="2s">Caf&eacute;</p>
<p begin="2s" end="3s">Also fine</p>
</div></body></tt>`;
    const result = parse(text, { format: "ttml" });
    expect(result.events.map((event) => event.options.text)).toEqual(["Fine & dandy é", "Also fine"]);
    expect(result.errors.map((error) => [error.details.line, error.details.column, error.message])).toEqual([
      [
        3,
        27,
        `Line 3: undefined entity "&eacute;", not expanded; its element is not read: expected one of XML's five entities (&amp; &lt; &gt; &quot; &apos;) or a numeric character reference.`,
      ],
    ]);
  });

  test("malformed XML is reported with its line; what was read before stays", () => {
    const result = parse(
      '<TextStream>\n<TextSample sampleTime="00:00:01.000">ok</TextSample>\n<TextSample sampleTime="00:00:02.000">x</Wrong>\n</TextStream>',
      { format: "ttxt" },
    );
    expect(result.events[0]).toEqual({ type: "subtitle", start: 1, end: 2, options: { text: "ok" } });
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result.errors[0]!.message).toMatch(/^Line 3: malformed XML: .*: expected well-formed XML\.$/);
  });

  test("elements nested thousands deep are cut at 256 levels and reported, not walked recursively", () => {
    const deep = `<popcorn><timeline>${"<g>".repeat(5000)}<footnote in="1" out="2">x</footnote>${"</g>".repeat(5000)}<footnote in="3" out="4">y</footnote></timeline></popcorn>`;
    const result = parse(deep, { format: "popcorn-xml" });
    expect(result.events).toEqual([{ type: "footnote", start: 3, end: 4, options: { text: "y" } }]);
    expect(result.errors.map((error) => error.message)).toEqual([
      "Line 1: elements are nested more than 256 deep; the deeper ones are not read: expected a flatter document.",
    ]);
  });
});

import { describe, expect, test } from "vitest";
import { PopcornError } from "../src/errors/errors.js";
import { vimeoPlayerKey } from "../src/players/vimeo.js";
import { youTubePlayerKey } from "../src/players/youtube.js";

// The keys the adapters' <PopcornYouTube> and <PopcornVimeo> make a new player for: same key, same player.

describe("vimeoPlayerKey", () => {
  test("the same video and embed options give the same key, however written; another video or option, another key", () => {
    const key = vimeoPlayerKey({ videoId: "76979871", embed: { dnt: true } });
    expect(vimeoPlayerKey({ videoId: 76979871, embed: { dnt: true } })).toBe(key);
    expect(vimeoPlayerKey({ videoId: "76979871", embed: { dnt: false } })).not.toBe(key);
    expect(vimeoPlayerKey({ videoId: "76979871", embed: { dnt: true }, controls: false })).not.toBe(key);
    expect(vimeoPlayerKey({ videoId: "76979871", embed: { dnt: true }, start: 5 })).not.toBe(key);
    expect(vimeoPlayerKey({ videoId: "3", embed: { dnt: true } })).not.toBe(key);
    expect(vimeoPlayerKey({ url: "https://vimeo.com/76979871" })).not.toBe(
      vimeoPlayerKey({ url: "https://vimeo.com/3" }),
    );
  });

  test("both videoId and url, neither, or a bad one, is the PopcornError createVimeoPlayer gives", () => {
    for (const [options, message] of [
      [
        { videoId: "3", url: "https://vimeo.com/3" },
        /^videoId "3" and url "https:\/\/vimeo.com\/3": expected one of them/,
      ],
      [{}, /^videoId undefined: expected a Vimeo video id/],
      [{ videoId: "abc" }, /^videoId "abc": expected a Vimeo video id/],
      [{ url: "javascript:alert(1)" }, /^url "javascript:alert\(1\)": expected a Vimeo address/],
    ] as const) {
      expect(() => vimeoPlayerKey(options)).toThrow(PopcornError);
      expect(() => vimeoPlayerKey(options)).toThrow(message);
    }
  });
});

describe("youTubePlayerKey", () => {
  test("another video or frame option, another key; a bad videoId is refused", () => {
    const key = youTubePlayerKey({ videoId: "M7lc1UVf-VE" });
    expect(youTubePlayerKey({ videoId: "M7lc1UVf-VE" })).toBe(key);
    expect(youTubePlayerKey({ videoId: "short" })).not.toBe(key);
    expect(youTubePlayerKey({ videoId: "M7lc1UVf-VE", title: "Talk" })).not.toBe(key);
    expect(() => youTubePlayerKey({ videoId: "<script>" })).toThrow(PopcornError);
    expect(() => youTubePlayerKey({ videoId: "<script>" })).toThrow(/^videoId "<script>": expected a YouTube video id/);
  });
});

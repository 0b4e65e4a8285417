// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornError } from "../src/index.js";
import { detectSource, smartPlayer } from "../src/players/smart.js";

// detectSource reads addresses; smartPlayer makes the player they need in a container. The YouTube and Vimeo
// players themselves are tested on their stand-ins (youtube, vimeo tests and test/browser).

describe("detectSource", () => {
  test.each([
    ["/media/clip.webm", "video"],
    ["https://example.com/a/b/movie.MP4?token=1#x", "video"],
    ["clip", "video"],
    ["https://example.com/folder.m3u8/clip", "video"],
    ["blob:https://example.com/0f1e", "video"],
    ["//cdn.example.com/song.mp3", "audio"],
    ["/media/tone.ogg", "audio"],
    ["https://example.com/voice.OPUS?dl=1", "audio"],
    ["https://example.com/live/master.m3u8", "hls"],
    ["/media/hls/master.m3u8?session=2#t=3", "hls"],
    ["https://example.com/vod/INDEX.M3U8", "hls"],
  ])("%s is %s", (url, kind) => {
    expect(detectSource(url)).toEqual({ kind, url });
  });

  test.each([
    ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ", undefined],
    ["youtube", "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ", 42],
    ["youtube", "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "dQw4w9WgXcQ", 90],
    ["youtube", "https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ", undefined],
    ["youtube", "https://youtu.be/dQw4w9WgXcQ?t=1h2m3s", "dQw4w9WgXcQ", 3723],
    ["youtube", "https://www.youtube.com/embed/dQw4w9WgXcQ?start=15&autoplay=1", "dQw4w9WgXcQ", 15],
    ["youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ", undefined],
    ["youtube", "https://www.youtube.com/shorts/aBcD_-12345", "aBcD_-12345", undefined],
    ["youtube", "http://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ#t=20s", "dQw4w9WgXcQ", 20],
    ["vimeo", "https://vimeo.com/76979871", "76979871", undefined],
    ["vimeo", "https://vimeo.com/76979871#t=1m5s", "76979871", 65],
    ["vimeo", "https://vimeo.com/76979871/8272103f6e", "76979871", undefined],
    ["vimeo", "https://vimeo.com/channels/staffpicks/76979871", "76979871", undefined],
    ["vimeo", "https://player.vimeo.com/video/76979871?h=8272103f6e#t=30", "76979871", 30],
  ] as const)("a %s address: %s is the video %s from %s", (kind, url, videoId, start) => {
    expect(detectSource(url)).toEqual(start === undefined ? { kind, url, videoId } : { kind, url, videoId, start });
  });

  test("a YouTube or Vimeo address without a video is an ordinary address, and a bad start time is left out", () => {
    expect(detectSource("https://www.youtube.com/watch?v=short")).toEqual({
      kind: "video",
      url: "https://www.youtube.com/watch?v=short",
    });
    expect(detectSource("https://www.youtube.com/feed/trending")?.kind).toBe("video");
    expect(detectSource("https://player.vimeo.com/api/player.js")?.kind).toBe("video");
    expect(detectSource("https://vimeo.com/about")?.kind).toBe("video");
    expect(detectSource("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")?.kind).toBe("video");
    expect(detectSource("https://evil.example/youtu.be/dQw4w9WgXcQ")?.kind).toBe("video");
    for (const t of ["abc", "1s2m", "1m1m", "m", "-5", "1.5", "9".repeat(40)]) {
      expect(detectSource(`https://youtu.be/dQw4w9WgXcQ?t=${t}`)).toEqual({
        kind: "youtube",
        url: `https://youtu.be/dQw4w9WgXcQ?t=${t}`,
        videoId: "dQw4w9WgXcQ",
      });
    }
  });

  test("what is not a usable address is null", () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      ["/a.mp4"],
      "",
      "   ",
      "javascript:alert(1)//x.m3u8",
      " JaVa\tScript:alert(1)",
      "vbscript:x",
      "data:video/mp4;base64,AAAA",
      "file:///etc/passwd.mp4",
    ]) {
      expect(detectSource(value)).toBeNull();
    }
  });

  // That each is read in linear time is checked by test/linear (scanners.ts), at 1 MB before a deadline.
  test("hostile and long input is read as an address", () => {
    const long = "a".repeat(200_000);
    const hostile = [
      `https://youtu.be/${long}`,
      `https://www.youtube.com/watch?v=${"-".repeat(100_000)}&t=${"1".repeat(100_000)}`,
      `https://vimeo.com/${"1/".repeat(50_000)}`,
      `/${"./".repeat(100_000)}.m3u8`,
      `https://example.com/${".".repeat(200_000)}`,
      `${"%".repeat(100_000)}.mp3`,
      `https://youtu.be/dQw4w9WgXcQ#t=${"1h".repeat(50_000)}`,
    ];
    for (const url of hostile) expect(detectSource(url)).not.toBeNull();
    expect(detectSource(`/${"./".repeat(100_000)}.m3u8`)?.kind).toBe("hls");
  });
});

describe("smartPlayer", () => {
  afterEach(() => document.body.replaceChildren());

  const container = () => document.body.appendChild(document.createElement("div"));

  test("a file gets a <video> (or an <audio>) with the HTML player; destroy() removes it", async () => {
    const stage = container();
    const player = await smartPlayer(stage, "/media/clip.webm", {
      media: { controls: true, muted: true, poster: "/media/poster.jpg" },
    });
    const video = stage.querySelector("video")!;
    expect(player.detected).toEqual({ kind: "video", url: "/media/clip.webm" });
    expect("element" in player && player.element).toBe(video);
    expect(video.getAttribute("src")).toBe("/media/clip.webm");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.muted).toBe(true);
    vi.spyOn(video, "load").mockImplementation(() => {});
    player.destroy();
    expect(stage.children).toHaveLength(0);
    expect(video.hasAttribute("src")).toBe(false);

    const audio = await smartPlayer(stage, "/media/tone.ogg");
    expect(stage.querySelector("audio")?.getAttribute("src")).toBe("/media/tone.ogg");
    expect(stage.querySelector("audio")?.hasAttribute("controls")).toBe(true);
    expect(audio.detected.kind).toBe("audio");
  });

  test("an HLS playlist gets a <video> with the HLS player", async () => {
    const stage = container();
    const loadSource = vi.fn();
    class Hls {
      static isSupported = () => true;
      loadSource = loadSource;
      attachMedia = vi.fn();
      startLoad() {}
      recoverMediaError() {}
      destroy = vi.fn();
      on() {}
      off() {}
    }
    const player = await smartPlayer(stage, "/media/hls/master.m3u8", { hls: { Hls } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(player.detected.kind).toBe("hls");
    expect(stage.querySelector("video")).not.toBeNull();
    expect(loadSource).toHaveBeenCalledWith("/media/hls/master.m3u8");
    vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    player.destroy();
    expect(stage.querySelector("video")).toBeNull();
  });

  test("refuses a bad address, container or attribute with a PopcornError naming it, and leaves nothing", async () => {
    const stage = container();
    await expect(smartPlayer(stage, "javascript:alert(1)")).rejects.toThrow(
      /javascript:alert\(1\).*http\(s\), relative or blob:/,
    );
    await expect(smartPlayer(stage, "")).rejects.toBeInstanceOf(PopcornError);
    await expect(smartPlayer(document.createTextNode("x") as never, "/a.mp4")).rejects.toMatchObject({
      code: "PLAYER",
    });
    await expect(smartPlayer(stage, "/a.mp4", { media: { onplay: "alert(1)" } })).rejects.toThrow(/"onplay"/);
    await expect(smartPlayer(stage, "/a.mp4", { media: { poster: "javascript:alert(1)" } })).rejects.toMatchObject({
      code: "INVALID_OPTION",
    });
    await expect(smartPlayer(stage, "/a.mp4", null as never)).rejects.toMatchObject({ code: "INVALID_OPTION" });
    expect(stage.children).toHaveLength(0);
  });
});

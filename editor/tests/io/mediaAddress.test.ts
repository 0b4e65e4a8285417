import { expect, test } from "vitest";
import { MEDIA_ADDRESS_EXPECTED, classifyMediaAddress } from "../../src/io/mediaAddress.js";

const kind = (address: string) => classifyMediaAddress(address).kind;

test("video and audio files by their extension, wherever they are served from", () => {
  for (const address of [
    "https://example.com/media/talk.mp4",
    "https://cdn.example.org/a/b/harbour.WEBM?token=1#t=10",
    "http://example.com/song.mp3",
    "https://example.com/voice.m4a",
    "https://example.com/take.wav",
    "https://example.com/tone.ogg",
    "https://example.com/live/master.m3u8",
    "./media/showcase.webm",
    "/clips/intro.mov",
    "//cdn.example.com/clip.ogv",
  ]) {
    expect(classifyMediaAddress(`  ${address} `), address).toEqual({ kind: "file", url: address });
  }
});

test("YouTube and Vimeo links play through their players", () => {
  expect(classifyMediaAddress("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
    kind: "youtube",
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  });
  expect(kind("https://youtu.be/dQw4w9WgXcQ")).toBe("youtube");
  expect(kind("https://m.youtube.com/shorts/abcdefgh")).toBe("youtube");
  expect(kind("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe("youtube");
  expect(kind("https://vimeo.com/76979871")).toBe("vimeo");
  expect(kind("https://player.vimeo.com/video/76979871")).toBe("vimeo");
});

test("pages of well-known sites that are not media files are refused, naming the address, the site and what is accepted", () => {
  const pages: Record<string, string> = {
    "https://soundcloud.com/artist/track": "SoundCloud",
    "https://on.soundcloud.com/abc123": "SoundCloud",
    "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk": "Spotify",
    "https://www.instagram.com/reel/Cx1/": "Instagram",
    "https://www.facebook.com/watch/?v=1234": "Facebook",
    "https://fb.watch/abc/": "Facebook",
    "https://twitter.com/nasa/status/1": "X (Twitter)",
    "https://x.com/nasa/status/1": "X (Twitter)",
    "https://www.tiktok.com/@someone/video/123": "TikTok",
    "https://www.dailymotion.com/video/x8abc": "Dailymotion",
    "https://www.twitch.tv/videos/123": "Twitch",
    "https://podcasts.apple.com/us/podcast/a/id1?i=2": "Apple Podcasts",
    "https://drive.google.com/file/d/1AbC/view?usp=sharing": "Google Drive",
    "https://www.dropbox.com/s/abc/harbour.mp4?dl=0": "Dropbox",
    "https://www.dropbox.com/scl/fi/abc/harbour.mp4": "Dropbox",
  };
  for (const [address, site] of Object.entries(pages)) {
    const result = classifyMediaAddress(address);
    expect(result, address).toMatchObject({ kind: "refused", site });
    expect((result as { message: string }).message).toBe(
      `“${address}” is a ${site} page, not a media file: give ${MEDIA_ADDRESS_EXPECTED}.`,
    );
  }
  expect(MEDIA_ADDRESS_EXPECTED).toBe(
    "the address of a video or audio file (.mp4, .webm, .ogg, .mp3, .m4a, .wav, .m3u8 …), a YouTube link or a Vimeo link",
  );
});

test("Dropbox and Google Drive direct file links are files, not pages", () => {
  expect(kind("https://www.dropbox.com/s/abc/harbour.mp4?dl=1")).toBe("file");
  expect(kind("https://www.dropbox.com/scl/fi/abc/harbour.mp4?rlkey=x&raw=1")).toBe("file");
  expect(kind("https://drive.google.com/uc?export=download&id=1AbC")).toBe("file");
  expect(kind("https://dl.dropboxusercontent.com/s/abc/harbour.mp4")).toBe("file");
});

test("media served from a site's file host (not its pages) is a file; an address of no known kind is unknown", () => {
  expect(kind("https://video.twimg.com/ext_tw_video/1/pu/vid/720x1280/a.mp4")).toBe("file");
  expect(kind("https://example.com/watch/123")).toBe("unknown");
  expect(kind("https://media.example.org/stream?id=7")).toBe("unknown");
  expect(kind("blob:https://example.com/1b2c")).toBe("unknown");
  // A look-alike host is not the site.
  expect(kind("https://notsoundcloud.com/track")).toBe("unknown");
});

test("empty, unsafe and overlong addresses are refused with a message saying what is accepted", () => {
  expect(classifyMediaAddress("   ")).toEqual({ kind: "refused", url: "", message: `Give ${MEDIA_ADDRESS_EXPECTED}.` });
  expect(classifyMediaAddress("javascript:alert(1)")).toEqual({
    kind: "refused",
    url: "javascript:alert(1)",
    message: `“javascript:alert(1)” cannot be opened: give ${MEDIA_ADDRESS_EXPECTED}, at an http or https address.`,
  });
  expect(kind("data:video/mp4;base64,AAAA")).toBe("refused");
  expect(kind(`https://example.com/${"a".repeat(3000)}.mp4`)).toBe("refused");
  expect(kind("https://exa mple.com/x.mp4")).toBe("refused");
});

// @vitest-environment node
import { render } from "svelte/server";
import { describe, expect, test, vi } from "vitest";
import { PopcornVimeo } from "../src/lib/index.js";
import BadVideo from "./BadVideo.svelte";
import CreatedNoteApp from "./CreatedNoteApp.svelte";
import CueIds from "./CueIds.svelte";
import EmbeddedApp from "./EmbeddedApp.svelte";
import NoteApp from "./NoteApp.svelte";

describe("on the server (Node, no DOM)", () => {
  test("a view kept mounted renders its html options empty, its text and urls as validated", () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    const { body } = render(NoteApp, {
      props: { pop: null, keepMounted: true, title: "<i>t</i>", body: "<b>never on the server</b>", link: "/more" },
    });
    expect(body).not.toContain("never on the server");
    expect(body).toContain("&lt;i>t&lt;/i>");
    expect(body).toMatch(/<div class="body"><!--[\w]*--><!----><\/div>/);
    expect(body).toContain('href="/more"');
  });

  test("a component made with createPluginComponent renders on the server as <PluginEvent> does", () => {
    const props = { pop: null, keepMounted: true, title: "Title", body: "<b>never on the server</b>", link: "/more" };
    const { body } = render(CreatedNoteApp, { props });
    expect(body).toContain("<h2>Title</h2>");
    expect(body).not.toContain("never on the server");
    expect(body).toBe(render(NoteApp, { props }).body);
  });

  test("refused props throw a PopcornError while rendering", () => {
    // render() renders when its output is read.
    expect(
      () => render(NoteApp, { props: { pop: null, keepMounted: true, link: "javascript:alert(1)" } }).body,
    ).toThrow(/^Option "link" of plugin "note" got "javascript:alert\(1\)"/);
    expect(() => render(BadVideo, { props: { src: "java\tscript:alert(1)" } }).body).toThrow(
      /^<PopcornVideo> src got "java\\tscript:alert\(1\)"/,
    );
    expect(() => render(BadVideo, { props: { poster: "data:text/html,x" } }).body).toThrow(
      /^<PopcornVideo> poster got "data:text\/html,x"/,
    );
  });

  test("cueState without an id names its cue by the order of the components, the same on every render", () => {
    // The client renders the tree in the same order as the server: each render must give the same ids.
    const first = render(CueIds).body;
    expect([...first.matchAll(/data-cue="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "svelte-cue-1",
      "svelte-cue-2",
    ]);
    expect(render(CueIds).body).toBe(first);
  });
  test("<PopcornYouTube> and <PopcornVimeo> render their empty box (no error state, whatever the error snippet says) then their children, with no warning; a bad video throws a PopcornError", () => {
    const warn = vi.spyOn(console, "warn");
    const { body } = render(EmbeddedApp);
    // Without Svelte's hydration comments and the blanks between tags: the boxes, empty, and the children after them.
    const markup = body
      .replace(/<!--[^>]*-->/g, "")
      .replace(/>\s+</g, "><")
      .trim();
    expect(markup).toBe(
      '<div class="pk-youtube wide"></div><p>after</p><div style="width: 640px" class="pk-vimeo"></div><p>after</p><div title="The talk" class="pk-vimeo"></div>',
    );
    expect(warn).not.toHaveBeenCalled();
    for (const props of [
      { videoId: "76979871", url: "https://vimeo.com/76979871" },
      { videoId: "latest" },
      { url: "https://example.com/76979871" },
    ]) {
      expect(() => render(PopcornVimeo, { props: props as { videoId: string } }).body).toThrow(/^(videoId|url) "/);
    }
    vi.restoreAllMocks();
  });

  test("an HLS src renders no src on the element (hls.js attaches it in the browser); a file src renders as given", () => {
    expect(render(BadVideo, { props: { src: "/media/hls/master.m3u8?v=1" } }).body).not.toMatch(/src=/);
    expect(render(BadVideo, { props: { src: "/media/hls/master.m3u8?v=1" } }).body).toContain("<video");
    expect(render(BadVideo, { props: { src: "/media/clip.webm" } }).body).toContain('src="/media/clip.webm"');
  });
});

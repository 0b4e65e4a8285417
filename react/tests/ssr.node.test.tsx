// @vitest-environment node
import { PopcornError, createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";

describe("on the server", () => {
  test("importing the package touches no DOM and renders from the server snapshot", async () => {
    expect(typeof document).toBe("undefined");
    const { Cue, PopcornProvider, PopcornTarget, PopcornVideo, useMediaState } = await import("../src/index.js");
    function Time() {
      return <output>{useMediaState((s) => s.currentTime)}</output>;
    }
    // Even an instance that exists already: the server render is from SERVER_SNAPSHOT, nothing active.
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now }), { ticker: clock });
    pop.seek(3);
    const html = renderToString(
      <>
        <PopcornVideo src="/media/clip.webm" muted>
          <Cue start={0}>hidden until hydrated</Cue>
          <Cue start={0} keepMounted>
            {({ active }) => <i>{String(active)}</i>}
          </Cue>
          <Time />
        </PopcornVideo>
        <PopcornProvider popcorn={pop}>
          <Cue start={0} target="side">
            portal
          </Cue>
          <PopcornTarget name="side" />
          <Time />
        </PopcornProvider>
      </>,
    );
    expect(html).toBe(
      '<video src="/media/clip.webm" muted=""></video><i>false</i><output>0</output><div data-popcorn-target="side"></div><output>0</output>',
    );
    pop.destroy();
  });

  test("html options render nothing, and a refused src or poster throws a PopcornError while rendering", async () => {
    const { PopcornVideo, createPluginComponent } = await import("../src/index.js");
    const note = definePlugin({ name: "note", manifest: { options: { body: { type: "html" } } } });
    const Note = createPluginComponent(note, ({ body }) => <div dangerouslySetInnerHTML={{ __html: body ?? "" }} />);
    const html = renderToString(
      <PopcornVideo src="/media/clip.webm">
        <Note start={0} body="<b>never on the server</b><script>alert(1)</script>" />
      </PopcornVideo>,
    );
    expect(html).toBe('<video src="/media/clip.webm"></video>');
    for (const props of [{ src: "javascript:alert(1)" }, { poster: "data:text/html,<script>alert(1)</script>" }]) {
      let caught: unknown;
      try {
        renderToString(<PopcornVideo {...props} />);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(PopcornError);
      expect((caught as PopcornError).message).toMatch(/^<PopcornVideo> (src|poster) got "(javascript|data):/);
    }
  });
  test("<PopcornYouTube> and <PopcornVimeo> render their empty box (no error state, whatever renderError says) then their children, with no warning; a bad video throws a PopcornError", async () => {
    const { Cue, PopcornVimeo, PopcornYouTube } = await import("../src/index.js");
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const html = renderToString(
      <>
        <PopcornYouTube
          videoId="M7lc1UVf-VE"
          className="wide"
          renderError={(failure) => <p>never on the server: {failure.message}</p>}
          onError={() => error("never called")}
        >
          <Cue start={0}>hidden until hydrated</Cue>
          <p>after</p>
        </PopcornYouTube>
        <PopcornVimeo videoId="76979871" style={{ width: 640 }} embed={{ dnt: true }}>
          <Cue start={0}>hidden until hydrated</Cue>
          <p>after</p>
        </PopcornVimeo>
        <PopcornVimeo url="https://vimeo.com/76979871" title="The talk" onError={() => error("never called")} />
      </>,
    );
    expect(html).toBe(
      '<div class="pk-youtube wide"></div><p>after</p><div style="width:640px" class="pk-vimeo"></div><p>after</p><div title="The talk" class="pk-vimeo"></div>',
    );
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    for (const video of [
      { videoId: "76979871", url: "https://vimeo.com/76979871" },
      { videoId: "latest" },
      { url: "https://example.com/76979871" },
    ]) {
      expect(() => renderToString(<PopcornVimeo {...(video as { videoId: string })} />)).toThrow(PopcornError);
    }
    expect(() => renderToString(<PopcornYouTube videoId="<script>" />)).toThrow(
      /^videoId "<script>": expected a YouTube video id/,
    );
    vi.restoreAllMocks();
  });
});

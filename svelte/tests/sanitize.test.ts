import { type Popcorn, PopcornError, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { render } from "@testing-library/svelte";
import { flushSync, tick } from "svelte";
import { describe, expect, test } from "vitest";
import NoteApp from "./NoteApp.svelte";
import SanitizedVideo from "./SanitizedVideo.svelte";

const PAYLOAD = '<b>kept</b><img src="x" onerror="alert(1)"><script>alert(2)</script>';

function instance(): Popcorn {
  const clock = createManualClock();
  return createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), { ticker: clock });
}

async function settle() {
  flushSync();
  await tick();
  flushSync();
}

describe("html options", () => {
  test("a view kept mounted shows html options only once its event exists: empty before, as on the server", async () => {
    const view = render(NoteApp, { props: { pop: null, keepMounted: true, title: "t", body: PAYLOAD } });
    await settle();
    expect(view.container.querySelector("h2")!.textContent).toBe("t");
    expect(view.container.querySelector(".body")!.innerHTML).toBe("");
    view.unmount();

    const pop = instance();
    const live = render(NoteApp, { props: { pop, keepMounted: true, body: PAYLOAD } });
    await settle();
    expect(live.container.querySelector(".body")!.innerHTML).toBe('<b>kept</b><img src="x">');
    expect(pop.getTrackEvent("n")!.options.body).toBe(PAYLOAD);
    live.unmount();
    pop.destroy();
  });

  test("<PopcornVideo sanitizeHtml> makes its instance with that sanitizer, not a video attribute", async () => {
    const sanitizeHtml = (html: string) => html;
    let popcorn: Popcorn | null = null;
    const view = render(SanitizedVideo, {
      props: {
        sanitizeHtml,
        get popcorn() {
          return popcorn;
        },
        set popcorn(value) {
          popcorn = value;
        },
      },
    });
    await settle();
    expect(view.container.querySelector("video")!.getAttributeNames()).toEqual([]);
    expect(popcorn!.sanitizeHtml).toBe(sanitizeHtml);
    view.unmount();
  });
});

describe("refused props", () => {
  test("a javascript: url option throws a PopcornError while rendering, and the next render works", async () => {
    const pop = instance();
    expect(() => render(NoteApp, { props: { pop, link: "javascript:alert(1)" } })).toThrow(PopcornError);
    expect(() => render(NoteApp, { props: { pop, link: " JaVaScRiPt:alert(1)" } })).toThrow(
      'Option "link" of plugin "note" got " JaVaScRiPt:alert(1)": expected an http(s), relative or blob: URL.',
    );
    const view = render(NoteApp, { props: { pop, title: "fine" } });
    await settle();
    expect(view.container.querySelector("h2")!.textContent).toBe("fine");
    view.unmount();
    pop.destroy();
  });
});

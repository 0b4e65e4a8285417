import { type Popcorn, createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornProvider, PopcornVideo, createPluginComponent } from "../src/index.js";

const note = definePlugin({
  name: "note",
  manifest: { options: { title: { type: "text", default: "" }, body: { type: "html", default: "" } } },
});

// A View renders a text option as text and an html option, already sanitized, as HTML.
const Note = createPluginComponent(note, ({ title, body }) => (
  <aside>
    <h2>{title}</h2>
    <div className="body" dangerouslySetInnerHTML={{ __html: body }} />
  </aside>
));

const PAYLOAD = '<b>kept</b><img src="x" onerror="alert(1)"><script>alert(2)</script>';

function instance() {
  const clock = createManualClock();
  return createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), { ticker: clock });
}

let made: Popcorn[] = [];
afterEach(() => {
  for (const pop of made) pop.destroy();
  made = [];
  vi.restoreAllMocks();
});

describe("html options in <PopcornVideo> and on the server", () => {
  test("<PopcornVideo sanitizeHtml> makes its instance with that sanitizer", async () => {
    const sanitizeHtml = () => "<p>from the prop</p>";
    let ready: Popcorn | undefined;
    const { container } = render(
      <PopcornVideo ticker="manual" sanitizeHtml={sanitizeHtml} onReady={(pop) => (ready = pop)}>
        <Note body="<p>given</p>" />
      </PopcornVideo>,
    );
    await act(async () => {});
    expect(ready!.sanitizeHtml).toBe(sanitizeHtml);
    expect(container.querySelector("video")!.hasAttribute("sanitizehtml")).toBe(false);
    expect(container.querySelector(".body")!.innerHTML).toBe("<p>from the prop</p>");
  });

  test("render nothing on the server, and hydrate without a mismatch before showing the sanitized HTML", async () => {
    const pop = instance();
    made.push(pop);
    const ui = (
      <PopcornProvider popcorn={pop}>
        <p>before</p>
        <Note id="n" body={PAYLOAD} />
        <p>after</p>
      </PopcornProvider>
    );
    const html = renderToString(ui);
    expect(html).toBe("<p>before</p><p>after</p>");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector(".body")!.innerHTML).toBe('<b>kept</b><img src="x">');
    await act(async () => root.unmount());
    container.remove();
  });
});

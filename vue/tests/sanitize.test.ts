import { type Popcorn, createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { render } from "@testing-library/vue";
import { describe, expect, test, vi } from "vitest";
import { createSSRApp, defineComponent, h, nextTick } from "vue";
import { renderToString } from "vue/server-renderer";
import { PopcornVideo, createPluginComponent } from "../src/index.js";
import NoteView from "./fixtures/NoteView.vue";
import { provided } from "./world.js";

const note = definePlugin({
  name: "note",
  manifest: { options: { title: { type: "text", default: "" }, body: { type: "html", default: "" } } },
});
const Note = createPluginComponent(note, NoteView);

const PAYLOAD = '<b>kept</b><img src="x" onerror="alert(1)"><script>alert(2)</script>';

function instance(): Popcorn {
  const clock = createManualClock();
  return createPopcorn(createVirtualPlayer({ now: clock.now, duration: 60 }), { ticker: clock });
}

describe("html options in <PopcornVideo> and on the server", () => {
  test("<PopcornVideo :sanitize-html> makes its instance with that sanitizer", async () => {
    const sanitizeHtml = () => "<p>from the prop</p>";
    let ready: Popcorn | undefined;
    const view = render(
      defineComponent({
        setup: () => () =>
          h(PopcornVideo, { ticker: "manual", sanitizeHtml, onReady: (pop: Popcorn) => (ready = pop) }, () =>
            h(Note, { body: "<p>given</p>" }),
          ),
      }),
    );
    await nextTick();
    await nextTick();
    expect(ready!.sanitizeHtml).toBe(sanitizeHtml);
    expect(view.container.querySelector("video")!.getAttributeNames()).toEqual([]);
    expect(view.container.querySelector(".body")!.innerHTML).toBe("<p>from the prop</p>");
  });

  test("render nothing on the server, and hydrate without a mismatch before showing the sanitized HTML", async () => {
    const pop = instance();
    const App = defineComponent({
      setup: () => () => [h("p", "before"), h(provided(pop, Note, { id: "n", body: PAYLOAD })), h("p", "after")],
    });
    const html = await renderToString(createSSRApp(App));
    expect(html).toContain("<p>before</p><!--[--><!----><!--]--><p>after</p>");
    expect(html).not.toContain("kept");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const warn = vi.spyOn(console, "warn");
    const app = createSSRApp(App);
    app.mount(container);
    await nextTick();
    expect(warn).not.toHaveBeenCalled();
    expect(container.querySelector(".body")!.innerHTML).toBe('<b>kept</b><img src="x">');
    app.unmount();
    container.remove();
    pop.destroy();
    warn.mockRestore();
  });
});

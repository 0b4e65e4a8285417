import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test, vi } from "vitest";
import { markupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { type Popcorn, PopcornError } from "../src/index.js";
import { wikipedia, wikipediaMarkup, wikipediaSummaryUrl } from "../src/plugins/catalogue/wikipedia.js";
import { setup } from "./harness.js";

/** A recorded summary answer (test/fixtures/wikipedia). */
const answer = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/wikipedia/${name}.json`, import.meta.url), "utf8"));

function html(pop: Popcorn, id: string): string {
  const event = pop.getTrackEvent(id);
  return renderToString(
    wikipediaMarkup(
      markupProps(
        pluginViewProps(wikipedia, { active: true, event }, pop, {}, () => 0),
        pop,
      ),
    ),
  );
}

/** A fetch that serves the recorded answers by URL, and records what was asked and with which signal. */
function recordedFetch(answers: Record<string, [status: number, body: unknown]>) {
  const asked: { url: string; accept: string | undefined; signal: { aborted: boolean } }[] = [];
  const fetch = async (url: string, init: { signal?: unknown; headers?: Record<string, string> }) => {
    asked.push({ url, accept: init.headers?.accept, signal: init.signal as { aborted: boolean } });
    const [status, body] = answers[url] ?? [404, answer("not-found")];
    return { ok: status < 400, status, json: async () => body };
  };
  return { fetch, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  vi.useRealTimers();
});

describe("wikipedia", () => {
  test("its manifest labels every option; the title is required; a bad language or fetch is refused, naming the option", () => {
    expect(Object.values(wikipedia.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [wikipedia] } });
    expect(() => pop.add(wikipedia, { start: 1 } as never)).toThrow(/Option "title" of plugin "wikipedia" is required/);
    expect(() => pop.add(wikipedia, { start: 1, title: "Lisbon", lang: "en.evil.org/x?" })).toThrow(
      /Option "lang" .*a Wikipedia language code/,
    );
    expect(() => pop.add(wikipedia, { start: 1, title: "Lisbon", lang: "EN" })).toThrow(PopcornError);
    expect(() => pop.add(wikipedia, { start: 1, title: "Lisbon", words: 0 })).toThrow(/Option "words"/);
    expect(() => pop.add(wikipedia, { start: 1, title: "Lisbon", fetch: "fetch" as never })).toThrow(/Option "fetch"/);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("asks the REST summary of its title in its language; titles with spaces and slashes stay one path segment", () => {
    expect(wikipediaSummaryUrl("Lisbon")).toBe("https://en.wikipedia.org/api/rest_v1/page/summary/Lisbon");
    expect(wikipediaSummaryUrl(" Ada Lovelace ", "pt")).toBe(
      "https://pt.wikipedia.org/api/rest_v1/page/summary/Ada_Lovelace",
    );
    expect(wikipediaSummaryUrl("AC/DC?x=1#y")).toBe(
      "https://en.wikipedia.org/api/rest_v1/page/summary/AC%2FDC%3Fx%3D1%23y",
    );
  });

  test("shows the article when it starts: loading first, then title, link, extract cut to its words, image and credit", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const { fetch, asked } = recordedFetch({
      "https://en.wikipedia.org/api/rest_v1/page/summary/Lisbon": [200, answer("Lisbon")],
    });
    pop.add(wikipedia, { id: "w", start: 1, end: 9, title: "Lisbon", words: 9, fetch });
    expect(asked).toEqual([]);
    void pop.play();
    clock.advance(1500);
    expect(asked.map(({ url, accept }) => [url, accept])).toEqual([
      ["https://en.wikipedia.org/api/rest_v1/page/summary/Lisbon", "application/json"],
    ]);
    expect(html(pop, "w")).toBe('<article class="pk-wikipedia" aria-busy="true"></article>');
    await settle();
    expect(html(pop, "w")).toBe(
      '<article class="pk-wikipedia">' +
        '<img class="pk-wikipedia__image" src="https://upload.wikimedia.org/wikipedia/commons/thumb/8/8b/Lisbon_harbour.jpg/320px-Lisbon_harbour.jpg" alt="" width="320" height="213" loading="lazy" decoding="async">' +
        '<h3 class="pk-wikipedia__title" lang="en" dir="ltr"><a href="https://en.wikipedia.org/wiki/Lisbon" target="_blank" rel="noopener noreferrer">Lisbon</a></h3>' +
        '<p class="pk-wikipedia__extract" lang="en" dir="ltr">Lisbon is the capital and largest city of Portugal.…</p>' +
        '<p class="pk-wikipedia__credit">From Wikipedia, under <a href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noopener noreferrer license">CC BY-SA 4.0</a></p>' +
        "</article>",
    );
    // The end empties the state: a new start loads again.
    clock.advance(9000);
    expect(html(pop, "w")).toBe('<article class="pk-wikipedia" aria-busy="true"></article>');
  });

  test("an article in a right-to-left language carries its lang and dir; a disambiguation page shows its extract", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const { fetch } = recordedFetch({
      [wikipediaSummaryUrl("القاهرة", "ar")]: [200, answer("ar-Cairo")],
      [wikipediaSummaryUrl("Mercury")]: [200, answer("Mercury")],
    });
    pop.add(wikipedia, { id: "ar", start: 1, end: 9, title: "القاهرة", lang: "ar", fetch });
    pop.add(wikipedia, { id: "m", start: 1, end: 9, title: "Mercury", fetch });
    void pop.play();
    clock.advance(1500);
    await settle();
    expect(html(pop, "ar")).toContain('<p class="pk-wikipedia__extract" lang="ar" dir="rtl">القاهرة هي عاصمة مصر');
    expect(html(pop, "ar")).not.toContain("<img");
    expect(html(pop, "m")).toContain("Mercury most commonly refers to: Mercury (planet)");
  });

  test("a hostile answer renders inert: its markup is text, its javascript: link and data:text/html image are dropped", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const { fetch } = recordedFetch({ [wikipediaSummaryUrl("Harbour")]: [200, answer("hostile")] });
    pop.add(wikipedia, { id: "h", start: 1, end: 9, title: "Harbour", fetch });
    void pop.play();
    clock.advance(1500);
    await settle();
    const out = html(pop, "h");
    expect(out).not.toMatch(/<script|<img src=x|onmouseover|javascript:|data:text/);
    expect(out).toContain('<h3 class="pk-wikipedia__title" lang="en"><a href="https://en.wikipedia.org/wiki/Harbour"');
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;Harbour</a>");
    expect(out).toContain(
      "&lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(2)&lt;/script&gt; are text here.",
    );
  });

  test("an answer's page link and thumbnail count only on the wiki's own hosts, over https", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const lisbon = answer("Lisbon") as Record<string, any>;
    const elsewhere = {
      ...lisbon,
      content_urls: { desktop: { page: "https://en.wikipedia.org.phish.example/wiki/Lisbon" } },
      thumbnail: { ...lisbon["thumbnail"], source: "https://tracker.example/pixel.jpg" },
    };
    const insecure = {
      ...lisbon,
      content_urls: { desktop: { page: "http://en.wikipedia.org/wiki/Lisbon" } },
      thumbnail: { ...lisbon["thumbnail"], source: "https://upload.wikimedia.org.tracker.example/t.jpg" },
    };
    const mobile = { ...lisbon, content_urls: { desktop: { page: "https://pt.m.wikipedia.org/wiki/Lisboa" } } };
    const { fetch } = recordedFetch({
      [wikipediaSummaryUrl("Elsewhere")]: [200, elsewhere],
      [wikipediaSummaryUrl("Insecure")]: [200, insecure],
      [wikipediaSummaryUrl("Mobile")]: [200, mobile],
    });
    for (const title of ["Elsewhere", "Insecure", "Mobile"])
      pop.add(wikipedia, { id: title, start: 1, end: 9, title, fetch });
    void pop.play();
    clock.advance(1500);
    await settle();
    for (const id of ["Elsewhere", "Insecure"]) {
      // The link goes to the article on the wiki asked for; the image is left out.
      expect(html(pop, id)).toContain(`<a href="https://en.wikipedia.org/wiki/${id}"`);
      expect(html(pop, id)).not.toMatch(/phish|tracker|<img/);
    }
    expect(html(pop, "Mobile")).toContain('<a href="https://pt.m.wikipedia.org/wiki/Lisboa"');
    expect(html(pop, "Mobile")).toContain('src="https://upload.wikimedia.org/wikipedia/commons/');
  });

  test("a missing article, an answer that is not a summary, offline and slow: an error state and an error event each", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const { fetch } = recordedFetch({ [wikipediaSummaryUrl("Odd")]: [200, { hello: "world" }] });
    const errors: { message: string; eventId?: string; phase: string }[] = [];
    pop.on("error", ({ error, eventId, phase }) => errors.push({ message: (error as Error).message, eventId, phase }));
    pop.add(wikipedia, { id: "missing", start: 1, end: 60, title: "No such article at all", fetch });
    pop.add(wikipedia, { id: "odd", start: 1, end: 60, title: "Odd", fetch });
    pop.add(wikipedia, {
      id: "offline",
      start: 1,
      end: 60,
      title: "Lisbon",
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    pop.add(wikipedia, {
      id: "slow",
      start: 1,
      end: 60,
      title: "Lisbon",
      timeout: 3,
      fetch: () => new Promise(() => {}),
    });
    void pop.play();
    clock.advance(1500);
    await vi.advanceTimersByTimeAsync(3000);
    expect(html(pop, "missing")).toBe(
      '<article class="pk-wikipedia pk-wikipedia--error" role="status">Could not load the Wikipedia article "No such article at all".</article>',
    );
    expect(errors.sort((a, b) => (a.eventId! < b.eventId! ? -1 : 1))).toEqual([
      {
        eventId: "missing",
        phase: "load",
        message: 'Could not load the Wikipedia article "No such article at all": HTTP 404.',
      },
      {
        eventId: "odd",
        phase: "load",
        message: 'Could not load the Wikipedia article "Odd": the answer is not a Wikipedia summary.',
      },
      { eventId: "offline", phase: "load", message: 'Could not load the Wikipedia article "Lisbon": Failed to fetch.' },
      {
        eventId: "slow",
        phase: "load",
        message: 'Could not load the Wikipedia article "Lisbon": no answer within 3 s.',
      },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("an answer after the event ended is dropped and its request aborted; a new title while active loads the new one", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const pending: { url: string; resolve: () => void; signal: { aborted: boolean } }[] = [];
    const fetch = (url: string, init: { signal?: unknown }) =>
      new Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>((resolve) => {
        const body = url.endsWith("Lisbon") ? answer("Lisbon") : answer("Mercury");
        pending.push({
          url,
          signal: init.signal as { aborted: boolean },
          resolve: () => resolve({ ok: true, status: 200, json: async () => body }),
        });
      });
    pop.add(wikipedia, { id: "w", start: 1, end: 3, title: "Lisbon", fetch });
    void pop.play();
    clock.advance(1500);
    pop.update("w", { title: "Mercury" });
    expect(pending.map(({ url }) => url.slice(url.lastIndexOf("/") + 1))).toEqual(["Lisbon", "Mercury"]);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.resolve();
    await settle();
    expect(html(pop, "w")).toBe('<article class="pk-wikipedia" aria-busy="true"></article>');
    const changes: string[] = [];
    pop.watch("w", (change) => changes.push(change.type));
    clock.advance(2000);
    expect(pending[1]!.signal.aborted).toBe(true);
    pending[1]!.resolve();
    await settle();
    expect(changes).toEqual(["end"]);
    expect(html(pop, "w")).toBe('<article class="pk-wikipedia" aria-busy="true"></article>');
  });
});

import { afterEach, describe, expect, test, vi } from "vitest";
import { markupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { type Popcorn, PopcornError } from "../src/index.js";
import { template, templateMarkup } from "../src/plugins/catalogue/template.js";
import { setup } from "./harness.js";

/** A sanitizer of the test's own (there is no DOM here for DOMPurify): drops script elements and on* attributes. */
const sanitizeHtml = (html: string) =>
  html.replace(/<script\b[^>]*>[^<]*<\/script>/gi, "").replace(/ on\w+="[^"]*"/gi, "");

function html(pop: Popcorn, id: string): string {
  const event = pop.getTrackEvent(id);
  return renderToString(
    templateMarkup(
      markupProps(
        pluginViewProps(template, { active: true, event }, pop, {}, () => 0),
        pop,
      ),
    ),
  );
}

/** A fetch whose answers the test gives by hand. */
function manualFetch() {
  const calls: {
    url: string;
    resolve: (body: unknown, status?: number) => void;
    reject: (error: Error) => void;
    signal: { aborted: boolean };
  }[] = [];
  const fetch = (url: string, init: { signal?: unknown }) =>
    new Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>((resolve, reject) => {
      calls.push({
        url,
        signal: init.signal as { aborted: boolean },
        resolve: (body, status = 200) =>
          resolve({ ok: status < 400, status, json: async () => (typeof body === "string" ? JSON.parse(body) : body) }),
        reject,
      });
    });
  return { fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("template", () => {
  test("its manifest labels every option; the template is required; an unsafe data URL is refused", () => {
    expect(Object.values(template.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [template] } });
    expect(() => pop.add(template, { start: 1 } as never)).toThrow(
      /Option "template" of plugin "template" is required/,
    );
    expect(() => pop.add(template, { start: 1, template: "x", url: "javascript:alert(1)" })).toThrow(PopcornError);
    expect(() => pop.add(template, { start: 1, template: "x", fetch: "fetch" as never })).toThrow(/Option "fetch"/);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("fills the template with its data while active: loading first, then the result, sanitized; nothing after the end", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml } });
    pop.add(template, {
      id: "t",
      start: 1,
      end: 3,
      template: "<h3>{{name}}</h3>{{bio}}{{{raw}}}",
      data: {
        name: "<b>Ada</b>",
        bio: "<script>alert(1)</script>",
        raw: '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    });
    void pop.play();
    clock.advance(1500);
    expect(html(pop, "t")).toBe('<div class="pk-template" aria-busy="true"></div>');
    const changes: string[] = [];
    pop.watch("t", (change) => changes.push(change.type));
    await vi.waitFor(() => expect(changes).toEqual(["change"]));
    expect(html(pop, "t")).toBe(
      '<div class="pk-template"><h3>&lt;b&gt;Ada&lt;&#x2F;b&gt;</h3>&lt;script&gt;alert(1)&lt;&#x2F;script&gt;<img src="x"></div>',
    );
    clock.advance(2000);
    expect(html(pop, "t")).toBe('<div class="pk-template" aria-busy="true"></div>');
  });

  test("data from a URL with the event's fetch; a failure shows an error and is the instance's error event", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml } });
    const { fetch, calls } = manualFetch();
    const errors: { error: unknown; phase: string; eventId?: string }[] = [];
    pop.on("error", (event) => errors.push(event));
    pop.add(template, {
      id: "ok",
      start: 1,
      end: 9,
      template: "<p>{{city}}</p>",
      url: "https://example.org/city.json",
      fetch,
    });
    pop.add(template, {
      id: "bad",
      start: 1,
      end: 9,
      template: "<p>{{city}}</p>",
      url: "https://example.org/missing.json",
      fetch,
    });
    void pop.play();
    clock.advance(1500);
    expect(calls.map((call) => call.url)).toEqual([
      "https://example.org/city.json",
      "https://example.org/missing.json",
    ]);
    calls[0]!.resolve({ city: "Lisbon" });
    calls[1]!.resolve("", 404);
    await vi.waitFor(() => {
      expect(errors).toHaveLength(1);
      expect(html(pop, "ok")).toBe('<div class="pk-template"><p>Lisbon</p></div>');
    });
    expect(html(pop, "bad")).toBe(
      `<div class="pk-template pk-template--error" role="status">Could not load the template's data from https://example.org/missing.json.</div>`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ phase: "load", eventId: "bad" });
    expect((errors[0]!.error as PopcornError).message).toBe(
      "Could not load the template's data from https://example.org/missing.json: HTTP 404.",
    );
  });

  test("an answer after the event ended is dropped and its request aborted; a slow one times out with an error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml } });
    const { fetch, calls } = manualFetch();
    const errors: unknown[] = [];
    pop.on("error", ({ error }) => errors.push(error));
    pop.add(template, { id: "late", start: 1, end: 2, template: "{{x}}", url: "/late.json", fetch });
    pop.add(template, { id: "slow", start: 1, end: 60, template: "{{x}}", url: "/slow.json", fetch, timeout: 5 });
    void pop.play();
    clock.advance(1500);
    const changes: string[] = [];
    pop.watch("late", (change) => changes.push(change.type));
    clock.advance(1000);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve({ x: "too late" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(changes).toEqual(["end"]);
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(html(pop, "slow")).toContain("Could not load the template's data from /slow.json.");
    expect(errors.map((error) => (error as Error).message)).toEqual([
      "Could not load the template's data from /slow.json: no answer within 5 s.",
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("templates leave nothing behind in Mustache's shared cache: 200 distinct ones, filled then destroyed", async () => {
    const { default: Mustache } = await import("mustache");
    Mustache.clearCache();
    const cached = () => Object.keys((Mustache.templateCache as unknown as { _cache: object })._cache).length;
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml } });
    for (let i = 0; i < 200; i++)
      pop.add(template, { id: `t${i}`, start: 1, template: `<p>{{name}} #${i}</p>`, data: { name: "Ada" } });
    void pop.play();
    clock.advance(1500);
    await vi.waitFor(() => expect(html(pop, "t199")).toBe('<div class="pk-template"><p>Ada #199</p></div>'));
    pop.destroy();
    expect(cached()).toBe(0);
  });

  test("without an error listener a failure is printed, never thrown into the page", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template] } });
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    pop.add(template, {
      id: "t",
      start: 1,
      end: 9,
      template: "{{x}}",
      url: "/offline.json",
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    void pop.play();
    clock.advance(1500);
    await vi.waitFor(() => expect(printed.mock.calls[0]?.[0]).toBe('[popcorn-kit] load error in track event "t":'));
    printed.mockRestore();
  });
});

import { describe, expect, it } from "vitest";
import { standaloneLink } from "../src/docs/standaloneLinks.js";

describe("docs links in a framework's Storybook opened on its own", () => {
  it("take the framework's own entries to its own manager, without the composed site's prefix", () => {
    expect(standaloneLink("?path=/story/vue_cue--with-progress", "/vue/iframe.html", "/vue/")).toBe(
      "/vue/?path=/story/cue--with-progress",
    );
    expect(standaloneLink("?path=/docs/svelte_getting-started--docs#install", "/svelte/iframe.html", "/svelte/")).toBe(
      "/svelte/?path=/docs/getting-started--docs#install",
    );
  });

  it("take the root's pages (the Guides) to the composed site", () => {
    expect(standaloneLink("?path=/docs/guides-timing-model--docs", "/vue/iframe.html", "/vue/")).toBe(
      "/?path=/docs/guides-timing-model--docs",
    );
  });

  it("leave every link alone in the composed site and in the root Storybook, and other links everywhere", () => {
    expect(standaloneLink("?path=/story/vue_cue--with-progress", "/vue/iframe.html", "/")).toBeUndefined();
    expect(standaloneLink("?path=/docs/guides-players--docs", "/iframe.html", "/")).toBeUndefined();
    expect(standaloneLink("/api/", "/vue/iframe.html", "/vue/")).toBeUndefined();
    expect(standaloneLink("https://example.org/?path=/story/x", "/vue/iframe.html", "/vue/")).toBeUndefined();
  });
});

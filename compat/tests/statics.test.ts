import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { expose } from "../src/global/expose.js";
import { Popcorn, type PopcornInstance } from "../src/index.js";

const made: PopcornInstance[] = [];

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  document.body.innerHTML = "";
});

describe("Popcorn's statics", () => {
  it("Popcorn.locale reads the browser's language until set, and set tells every instance", () => {
    const p = Popcorn(createVirtualPlayer(), { ticker: "manual" });
    made.push(p);
    const heard: unknown[] = [];
    p.on("locale:changed", (data: unknown) => heard.push(data));
    expect(Popcorn.locale.get()).toMatchObject({ isSet: false });
    Popcorn.locale.set("pt-BR");
    expect(Popcorn.locale.get()).toEqual({ full: "pt-BR", lang: "pt", region: "BR", isSet: true });
    expect(heard).toEqual([{ locale: Popcorn.locale.get() }]);
    expect(() => Popcorn.locale.set("<script>")).toThrow(PopcornError);
    expect(Popcorn.locale.get().full).toBe("pt-BR");
  });

  it("Popcorn.dom.find looks up an id without #, then any selector, and never throws on a bad selector", () => {
    document.body.innerHTML = '<div id="notes"></div><p class="lead"></p>';
    expect(Popcorn.dom.find("notes")?.id).toBe("notes");
    expect(Popcorn.dom.find("#notes")?.id).toBe("notes");
    expect(Popcorn.dom.find(".lead")?.tagName).toBe("P");
    expect(Popcorn.dom.find("[[[")).toBeNull();
  });

  it("Popcorn.dom.find throws a PopcornError for a selector the browser cannot read in debug mode", () => {
    Popcorn.dom.debug = true;
    try {
      expect(() => Popcorn.dom.find("]")).toThrow(
        expect.objectContaining({ code: "INVALID_OPTION", message: expect.stringContaining('"]"') }),
      );
      expect(Popcorn.dom.find("missing")).toBeNull();
    } finally {
      Popcorn.dom.debug = false;
    }
    expect(Popcorn.dom.find("]")).toBeNull();
  });

  it("Popcorn.position is null for an element in no document tree, as in 1.x", () => {
    expect(Popcorn.position(document.createElement("video"))).toBeNull();
    document.body.innerHTML = '<video id="v"></video>';
    expect(Popcorn.position(document.getElementById("v"))).toMatchObject({ top: 0, left: 0 });
  });

  it("Popcorn.util.toSeconds reads 1.x's SMPTE forms ss;ff, mm:ss;ff and hh:mm:ss;ff", () => {
    expect(Popcorn.util.toSeconds("10;4", 24)).toBeCloseTo(10.1667, 4);
    expect(Popcorn.util.toSeconds("12:04;12", 24)).toBe(724.5);
    expect(Popcorn.util.toSeconds("1:48:27;9", 24)).toBe(6507.375);
    expect(Popcorn.util.toSeconds("10;4")).toBe(10);
    expect(Popcorn.util.toSeconds("00:00:10;15", 29.97)).toBeCloseTo(10 + 15 / 29.97, 6);
    expect(() => Popcorn.util.toSeconds("10;x", 24)).toThrow(PopcornError);
  });

  it("the static forms of the track event methods take the instance first", () => {
    const p = Popcorn(createVirtualPlayer({ duration: 10 }), { ticker: "manual" });
    made.push(p);
    p.exec("one", 1, () => {}).exec("two", 2, () => {});
    expect(Popcorn.getTrackEvents(p).map((event) => event.id)).toEqual(["one", "two"]);
    expect(Popcorn.getTrackEvent(p, "two")?.start).toBe(2);
    expect(Popcorn.getTrackEvent.ref(p, "two")).toBe(p.getTrackEvent("two"));
    expect(Popcorn.getTrackEvents.ref(p)).toEqual({ one: p.getTrackEvent("one"), two: p.getTrackEvent("two") });
    expect(Popcorn.getLastTrackEventId(p)).toBe("two");
    Popcorn.removeTrackEvent(p, "one");
    expect(p.getTrackEvents().map((event) => event.id)).toEqual(["two"]);
    expect(Object.keys(p.data.trackRefs)).toEqual(["two"]);
    expect(p.data.trackEvents.where({ id: "two" })).toHaveLength(1);
    expect(p.data.trackEvents.constructor).not.toBe(Object);
    expect(Popcorn.addTrackEvent.ref(p)).toBe(p);
    expect(Popcorn.removeTrackEvent.ref(p, "two")).toBe(p);
    expect(() => Popcorn.getTrackEvents.ref({} as never)).toThrow(expect.objectContaining({ code: "INVALID_OPTION" }));
    expect(() => Popcorn.getTrackEvents({} as never)).toThrow(/Popcorn.getTrackEvents\(\) instance/);
  });

  it("Popcorn.addTrackEvent adds a track with the plugin its _natives.type names, and refuses any other", () => {
    const p = Popcorn(createVirtualPlayer({ duration: 10 }), { ticker: "manual" });
    made.push(p);
    Popcorn.plugin("note", {});
    try {
      Popcorn.addTrackEvent(p, { id: "n", start: 1, end: 2, text: "hi", _natives: { type: "note" } as never });
      expect(p.getTrackEvent("n")).toMatchObject({ start: 1, end: 2, text: "hi", _natives: { type: "note" } });
      for (const type of ["destroy", "missing", undefined]) {
        expect(() => Popcorn.addTrackEvent(p, { _natives: { type } as never })).toThrow(
          expect.objectContaining({ code: "INVALID_OPTION" }),
        );
      }
      expect(p.isDestroyed).toBe(false);
    } finally {
      Popcorn.removePlugin("note");
    }
  });

  it("knows Popcorn 1.x's native event names, the instance's protected names and whether the page can run it", () => {
    expect(Popcorn.events.isNative("timeupdate")).toBe(true);
    expect(Popcorn.events.isNative("trackstart")).toBe(false);
    expect(Popcorn.events.all.join(" ")).toBe(Popcorn.Events.Natives);
    expect(Popcorn.events.all.slice(0, 2)).toEqual(["blur", "focus"]);
    expect(Popcorn.Events.Events.split(" ").slice(0, 4)).toEqual(["loadstart", "progress", "suspend", "emptied"]);
    expect(["play", "click", "scroll", "rough loade"].map(Popcorn.events.getInterface)).toEqual([
      "Events",
      "MouseEvents",
      "UIEvents",
      false,
    ]);
    expect(Popcorn.protect.natives).toContain("currenttime");
    expect(Popcorn.isSupported).toBe(true);
    expect(() => Popcorn.error("stop")).toThrow("stop");
  });
});

describe("the script-tag builds' window.Popcorn", () => {
  it("Popcorn.noConflict() returns Popcorn; noConflict(true) gives window.Popcorn back what it was", () => {
    const scope = globalThis as { Popcorn?: unknown };
    scope.Popcorn = "before";
    try {
      const api: Record<string, any> = {};
      expose(api);
      expect(scope.Popcorn).toBe(api);
      expect(api.noConflict()).toBe(api);
      expect(scope.Popcorn).toBe(api);
      expect(api.noConflict(true)).toBe(api);
      expect(scope.Popcorn).toBe("before");
    } finally {
      delete scope.Popcorn;
    }
  });
});

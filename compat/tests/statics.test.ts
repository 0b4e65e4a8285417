import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it } from "vitest";
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

  it("the static forms of the track event methods take the instance first", () => {
    const p = Popcorn(createVirtualPlayer({ duration: 10 }), { ticker: "manual" });
    made.push(p);
    p.exec("one", 1, () => {}).exec("two", 2, () => {});
    expect(Popcorn.getTrackEvents(p).map((event) => event.id)).toEqual(["one", "two"]);
    expect(Popcorn.getTrackEvent(p, "two")?.start).toBe(2);
    expect(Popcorn.getLastTrackEventId(p)).toBe("two");
    Popcorn.removeTrackEvent(p, "one");
    expect(p.getTrackEvents().map((event) => event.id)).toEqual(["two"]);
    expect(p.data.trackEvents.where({ id: "two" })).toHaveLength(1);
  });

  it("knows Popcorn 1.x's native event names, the instance's protected names and whether the page can run it", () => {
    expect(Popcorn.events.isNative("timeupdate")).toBe(true);
    expect(Popcorn.events.isNative("trackstart")).toBe(false);
    expect(Popcorn.protect.natives).toContain("currenttime");
    expect(Popcorn.isSupported).toBe(true);
    expect(() => Popcorn.error("stop")).toThrow("stop");
  });
});

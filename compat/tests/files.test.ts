import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Popcorn, type PopcornInstance } from "../src/complete.js";

const made: PopcornInstance[] = [];

const SRT = `1
00:00:01,000 --> 00:00:02,500
Hello from the file

2
00:00:03,000 --> 00:00:02,000
This cue ends before it starts

3
00:00:04,000 --> 00:00:05,000
Goodbye
`;

const DATA = JSON.stringify({
  title: "Notes",
  data: [
    { footnote: { start: 1, end: 3, text: "From the data file" } },
    { image: { start: 2, end: 4, src: "/poster.jpg", text: "Poster" } },
    { unknownplugin: { start: 0, end: 1 } },
  ],
});

/** A page whose fetch serves `files` (and answers 404 for anything else). */
function page(files: Record<string, string>) {
  document.body.innerHTML = '<video id="video"></video><div id="notes"></div>';
  const fetch = vi.fn(async (url: string | URL) => {
    const body = files[String(url)];
    return new Response(body ?? "missing", { status: body === undefined ? 404 : 200 });
  });
  vi.stubGlobal("fetch", fetch);
  const player = Object.assign(createVirtualPlayer({ duration: 60 }), {
    element: document.getElementById("video") as HTMLVideoElement,
  });
  const p = Popcorn(player, { ticker: "manual" });
  made.push(p);
  const errors: PopcornError[] = [];
  p.kit.on("error", (event) => errors.push(event.error as PopcornError));
  const at = (time: number) => {
    player.currentTime = time;
    p.kit.tick();
  };
  return { p, at, errors, fetch };
}

/** Waits until `check` passes (file reads and parses are asynchronous). */
async function until(check: () => void) {
  await vi.waitFor(check, { timeout: 2000, interval: 5 });
}

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("parse methods", () => {
  it("parseSRT adds the file's lines as subtitles over the video, and reports a bad cue with its line", async () => {
    const { p, at, errors } = page({ "/subs.srt": SRT });
    const done = vi.fn();
    p.parseSRT("/subs.srt", done);
    await until(() => expect(done).toHaveBeenCalled());
    expect(p.getTrackEvents().map((event) => [event.start, event.text])).toEqual([
      [1, "Hello from the file"],
      [4, "Goodbye"],
    ]);
    at(1.5);
    expect(document.querySelector(".pk-captions")?.textContent).toContain("Hello from the file");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(PopcornError);
    expect(errors[0]?.details.line).toBe(6);
  });

  it("parseJSON adds Popcorn data through the plugins' methods, with the call's target, and reports unknown plugins", async () => {
    const { p, at, errors } = page({ "/data.json": DATA });
    const done = vi.fn();
    p.parseJSON("/data.json", { target: "notes" }, done);
    await until(() => expect(done).toHaveBeenCalled());
    expect(p.getTrackEvents().map((event) => event._natives.type)).toEqual(["footnote", "image"]);
    at(2.5);
    const notes = document.getElementById("notes")!;
    expect(notes.querySelector(".pk-footnote")?.textContent).toBe("From the data file");
    expect(notes.querySelector("img")?.getAttribute("alt")).toBe("Poster");
    expect(errors.map((error) => error.code)).toEqual(["UNKNOWN_PLUGIN"]);
    expect(errors[0]?.message).toContain("unknownplugin");
  });

  it("html from a data file gets the strict profile of files' html; the page's own calls keep the page's", async () => {
    const form = '<form action="/steal"><input name="password"></form><b>bold</b>';
    const { p, at } = page({ "/data.json": JSON.stringify({ data: [{ text: { start: 0, end: 5, text: form } }] }) });
    p.text({ start: 0, end: 5, text: `<i>mine</i>${form}`, target: "notes" });
    const done = vi.fn();
    p.parseJSON("/data.json", { target: "notes" }, done);
    await until(() => expect(done).toHaveBeenCalled());
    at(1);
    const [own, fromFile] = [...document.querySelectorAll("#notes .pk-text")];
    expect(own?.querySelector("i")?.textContent).toBe("mine");
    expect(own?.querySelector("input")).not.toBeNull();
    expect(fromFile?.querySelector("b")?.textContent).toBe("bold");
    expect(fromFile?.querySelector("form, input")).toBeNull();
  });

  it("a failed read is an error event, and nothing is added", async () => {
    const { p, errors } = page({});
    p.parseVTT("/missing.vtt");
    await until(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.code).toBe("LOAD");
    expect(p.getTrackEvents()).toEqual([]);
  });

  it("destroy aborts a read in flight", async () => {
    const { p, fetch } = page({ "/subs.srt": SRT });
    let aborted = false;
    fetch.mockImplementation(
      (_url: string | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(init.signal?.reason);
          });
        }),
    );
    p.parseSRT("/subs.srt");
    await until(() => expect(fetch).toHaveBeenCalled());
    p.destroy();
    expect(aborted).toBe(true);
  });

  it("a parser of the page's own (Popcorn.parser) gives items added through the plugins' methods", async () => {
    const { p, at } = page({ "/notes.csv": "1,3,First\n4,6,Second" });
    Popcorn.parser("parseCSV", "TEXT", (text: string) => ({
      data: text.split("\n").map((line) => {
        const [start, end, note] = line.split(",");
        return { footnote: { start: Number(start), end: Number(end), text: note } };
      }),
    }));
    const done = vi.fn();
    p.parseCSV("/notes.csv", { target: "notes" }, done);
    await until(() => expect(done).toHaveBeenCalled());
    at(5);
    expect(document.getElementById("notes")?.textContent).toBe("Second");
    expect(() => Popcorn.parser("play", () => ({ data: [] }))).toThrow(PopcornError);
  });
});

describe("players", () => {
  it("Popcorn.player makes a player whose _setup runs on a base player bound to the target, destroyed with the instance", () => {
    document.body.innerHTML = '<div id="stage"></div>';
    const teardown = vi.fn();
    Popcorn.player("slides", {
      _setup(this: { duration: number; readyState: number; dispatchEvent(type: string): void }) {
        this.duration = 30;
        this.readyState = 4;
        this.dispatchEvent("loadedmetadata");
      },
      _teardown: teardown,
    });
    const p = Popcorn.slides("#stage", "deck.html", { id: "deck", ticker: "manual" });
    made.push(p);
    expect(Popcorn.byId("deck")).toBe(p);
    expect(p.duration()).toBe(30);
    p.destroy();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it("Popcorn.smart on a media file makes a <video> in the target and an instance that plays it", async () => {
    document.body.innerHTML = '<div id="stage"></div>';
    const p = Popcorn.smart("#stage", "/media/clip.webm", { controls: true });
    made.push(p);
    await until(() => expect(document.querySelector("#stage video")).not.toBeNull());
    expect(document.querySelector("#stage video")?.getAttribute("src")).toBe("/media/clip.webm");
    p.destroy();
    expect(document.querySelector("#stage video")).toBeNull();
  });

  it("refuses a dangerous address", () => {
    document.body.innerHTML = '<div id="stage"></div>';
    expect(() => Popcorn.smart("#stage", "javascript:alert(1)")).toThrow(PopcornError);
    expect(() => Popcorn.youtube("#stage", "https://example.org/not-youtube")).toThrow(PopcornError);
  });
});

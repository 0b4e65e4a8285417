import type { PopcornStatic, PopcornTrackEvent } from "../src/index.js";

/**
 * A `<video id="video">` whose media the test drives (jsdom plays none): `playTo(t)` moves its time and fires
 * `timeupdate`, as a playing video does; setting `currentTime` seeks (`seeking`, then `seeked`).
 */
export function fakeVideo(html = ""): { video: HTMLVideoElement; playTo(time: number): void } {
  document.body.innerHTML = `<video id="video"></video>${html}`;
  const video = document.getElementById("video") as HTMLVideoElement;
  let time = 0;
  let paused = true;
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  Object.defineProperties(video, {
    currentTime: {
      get: () => time,
      set: (value: number) => {
        time = value;
        fire("seeking");
        fire("seeked");
      },
    },
    paused: { get: () => paused },
    duration: { get: () => 60 },
    readyState: { get: () => 4 },
    play: {
      value: () => {
        paused = false;
        fire("play");
        return Promise.resolve();
      },
    },
    pause: {
      value: () => {
        paused = true;
        fire("pause");
      },
    },
  });
  return {
    video,
    playTo(value: number) {
      time = value;
      fire("timeupdate");
    },
  };
}

/**
 * The page's own `footnote` and `subtitle`, as Popcorn 1.x's tutorial pages wrote them (plugin files beside
 * popcorn.js): each makes its element in `_setup`, shows it in `start`, hides it in `end` and takes it out in
 * `_teardown`.
 */
export function definePagePlugins(Popcorn: PopcornStatic): void {
  Popcorn.plugin("footnote", {
    _setup(options: PopcornTrackEvent) {
      options._container = document.createElement("div");
      options._container.className = "page-footnote";
      options._container.style.display = "none";
      options._container.textContent = options.text;
      document.getElementById(options.target)?.appendChild(options._container);
    },
    start(_event: unknown, options: PopcornTrackEvent) {
      options._container.style.display = "inline";
    },
    end(_event: unknown, options: PopcornTrackEvent) {
      options._container.style.display = "none";
    },
    _teardown(options: PopcornTrackEvent) {
      options._container.remove();
    },
  });
  Popcorn.plugin("subtitle", {
    _setup(options: PopcornTrackEvent) {
      options._container = document.createElement("div");
      options._container.className = "page-subtitle";
      document.body.appendChild(options._container);
    },
    start(_event: unknown, options: PopcornTrackEvent) {
      options._container.textContent = options.text;
    },
    end(_event: unknown, options: PopcornTrackEvent) {
      options._container.textContent = "";
    },
    _teardown(options: PopcornTrackEvent) {
      options._container.remove();
    },
  });
}

/** What the page shows: the footnotes shown and the subtitle's text. */
export function shown(): { footnotes: string[]; subtitle: string | undefined } {
  const footnotes = [...document.querySelectorAll<HTMLElement>(".page-footnote")];
  return {
    footnotes: footnotes.filter((note) => note.style.display !== "none").map((note) => note.textContent ?? ""),
    subtitle: document.querySelector(".page-subtitle")?.textContent ?? undefined,
  };
}

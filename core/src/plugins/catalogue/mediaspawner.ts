import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { type MountHandle, mount } from "../../markup/mount.js";
import type { Popcorn } from "../../contract/popcorn.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * An embedded clip, video or audio, that plays while the event is active and pauses at its end (Popcorn's
 * `mediaspawner`). It starts `from` seconds in, pauses and plays again with the main media, and is muted by
 * default, because browsers refuse to start sound without a click: an unmuted clip the browser refuses waits
 * with its controls, for the viewer to press play.
 *
 * @example
 * pop.add(mediaspawner, { start: 12, end: 20, src: "/media/interview.webm", label: "The interview", from: 30, target: "aside" });
 */
export const mediaspawner = /* @__PURE__ */ definePlugin({
  name: "mediaspawner",
  manifest: {
    about: { name: "Media spawner", description: "A video or audio clip that plays while the event is active." },
    options: {
      src: { type: "url", kind: "media", label: "Clip URL", required: true },
      label: { type: "text", label: "Label", description: "For screen readers.", required: true },
      kind: { type: "select", label: "Kind", choices: ["video", "audio"], default: "video" },
      muted: {
        type: "boolean",
        label: "Muted",
        description: "Unmuted clips may need a click to start.",
        default: true,
      },
      from: { type: "number", label: "Start at (seconds)", min: 0, default: 0 },
      loop: { type: "boolean", label: "Loop", default: false },
      controls: { type: "boolean", label: "Controls", default: true },
      poster: { type: "url", kind: "image", label: "Poster" },
      caption: { type: "text", label: "Caption" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `mediaspawner` event. */
export type MediaspawnerOptions = InferOptions<typeof mediaspawner.manifest>;

/** The part of a media element the clip's mount drives (typed here, so core needs no DOM types). */
interface ClipElement {
  readonly isConnected: boolean;
  muted: boolean;
  loop: boolean;
  currentTime: number;
  readonly readyState: number;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What the clip's mount takes. */
export interface ClipInput {
  readonly pop: Popcorn | null;
  readonly muted: boolean;
  readonly loop: boolean;
  readonly from: number;
}

/**
 * The clip's mount: muted as asked (a property: React does not render the `muted` attribute), seeks to `from`
 * once it knows its length, plays while the main media plays and pauses when it pauses, and pauses for good
 * when it leaves. A refused `play()` is left for the viewer's click, with no unhandled rejection.
 */
export function playClip(element: ClipElement, input: ClipInput): MountHandle<ClipInput> {
  let current = input;
  let gone = false;
  const play = (): void => {
    if (gone) return;
    const started = element.play();
    if (started !== undefined && typeof started.catch === "function") started.catch(() => {});
  };
  const followMain = (): void => {
    if (current.pop === null || current.pop.paused) element.pause();
    else play();
  };
  const seekToStart = (): void => {
    if (current.from > 0) element.currentTime = current.from;
  };
  element.muted = current.muted;
  element.loop = current.loop;
  if (element.readyState >= 1) seekToStart();
  else element.addEventListener("loadedmetadata", seekToStart, { once: true });
  const stops = current.pop === null ? [] : [current.pop.on("play", followMain), current.pop.on("pause", followMain)];
  followMain();
  return {
    update(next) {
      current = next;
      element.muted = next.muted;
      element.loop = next.loop;
    },
    destroy() {
      gone = true;
      for (const stop of stops) stop();
      element.removeEventListener("loadedmetadata", seekToStart);
      element.pause();
    },
  };
}

/**
 * A clip's markup: `<figure class="pk-mediaspawner">` with the `<video>` or `<audio>` (`aria-label`,
 * `playsinline`, the controls unless turned off) carrying the mount, and its `<figcaption>`.
 */
export function mediaspawnerMarkup({
  src,
  label,
  kind,
  muted,
  from,
  loop,
  controls,
  poster,
  caption,
  pop,
}: MarkupProps<MediaspawnerOptions>): Markup {
  const media = el(kind, {
    class: "pk-mediaspawner__media",
    src,
    "aria-label": label,
    controls,
    loop,
    playsinline: kind === "video",
    preload: "auto",
    poster: kind === "video" ? poster : undefined,
    mount: mount(playClip, { pop, muted, loop, from }),
  });
  return el(
    "figure",
    { class: "pk-mediaspawner" },
    media,
    caption !== undefined && caption !== "" && el("figcaption", { class: "pk-mediaspawner__caption" }, caption),
  );
}

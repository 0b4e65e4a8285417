import type { Popcorn } from "@popcorn-kit/core";
import { type UiStore, createUiStore } from "./createStore.js";

/** The live preview's state, for the panels that show or drive playback. */
export interface PreviewState {
  /** The live instance, once the preview's media is mounted. */
  readonly pop: Popcorn | undefined;
  /** The address the preview plays: the project's URL, or an object URL for a local file. */
  readonly mediaUrl: string | undefined;
  /** Whether the preview is playing. */
  readonly playing: boolean;
  /** The media's duration as the player reports it; `NaN` before metadata. */
  readonly duration: number;
  /** The ids of the events active at the playhead. */
  readonly activeIds: ReadonlySet<string>;
}

/** The preview store, with playback controls that work before and after the media mounts. */
export interface PreviewStore extends UiStore<PreviewState> {
  /** Starts playback (a no-op before the media mounts). */
  play(): void;
  /** Pauses playback. */
  pause(): void;
  /** Plays when paused, pauses when playing. */
  toggle(): void;
  /** Moves the playhead of the preview to `time` seconds. */
  seek(time: number): void;
  /** The preview's current time in seconds (0 before the media mounts). */
  currentTime(): number;
}

const NO_IDS: ReadonlySet<string> = new Set();

/** Makes the preview store. */
export function createPreviewStore(): PreviewStore {
  const store = createUiStore<PreviewState>({
    pop: undefined,
    mediaUrl: undefined,
    playing: false,
    duration: Number.NaN,
    activeIds: NO_IDS,
  });
  const pop = () => store.getSnapshot().pop;
  return {
    ...store,
    play() {
      pop()
        ?.play()
        .catch(() => undefined);
    },
    pause() {
      pop()?.pause();
    },
    toggle() {
      const instance = pop();
      if (!instance) return;
      if (instance.store.getSnapshot().paused) this.play();
      else this.pause();
    },
    seek(time) {
      if (Number.isFinite(time)) pop()?.seek(Math.max(0, time));
    },
    currentTime() {
      return pop()?.store.getSnapshot().currentTime ?? 0;
    },
  };
}

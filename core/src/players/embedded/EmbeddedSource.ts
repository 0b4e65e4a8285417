import type { PopcornError } from "../../errors/errors.js";
import { ListenerRegistry } from "../../events/listenerRegistry.js";
import { checkVolume } from "../mediaChecks.js";
import type { Player, PlayerListener, TimeRangesLike } from "../player.js";

/**
 * What the players of embedded providers (YouTube, Vimeo) do alike, as the coarse-clocked source that
 * `smoothTime` smooths: the element their frame goes in, their listeners, the `play()` promises waiting for
 * playback, the sequences of media events for play, pause and the end, and `destroy()`, which releases every
 * timer, listener and frame. Each provider's source extends it with what talks to its service.
 */
export abstract class EmbeddedSource<Provider> implements Player {
  abstract readonly ready: Promise<void>;
  /** The provider's player, once ready. */
  provider: Provider | null = null;
  error: PopcornError | null = null;
  /** The element the provider's frame goes in: one of its own, inside the page's (providers replace theirs). */
  protected readonly holder: HTMLElement;
  /** The provider's player from the moment it is made: destroy() before it is ready must destroy it too. */
  protected made: Provider | null = null;
  protected destroyed = false;
  #paused = true;
  #ended = false;
  #duration = Number.NaN;
  #volume = 1;
  #muted = false;
  readonly #listeners = new ListenerRegistry<Record<string, unknown>>();
  /** play() promises waiting for playback to start. */
  readonly #starting: [resolve: () => void, reject: (error: PopcornError) => void][] = [];

  constructor(element: HTMLElement) {
    this.holder = document.createElement("div");
    element.append(this.holder);
  }

  abstract currentTime: number;
  abstract playbackRate: number;
  abstract readonly seeking: boolean;
  abstract readonly buffered: TimeRangesLike;
  abstract readonly iframe: HTMLIFrameElement | null;
  /** Asks the provider to play. */
  protected abstract sendPlay(provider: Provider): void;
  /** Asks the provider to pause. */
  protected abstract sendPause(provider: Provider): void;
  /** Passes the volume (or the muted state) just set to the provider, or keeps it for when it is ready. */
  protected abstract sendVolume(change: "volume" | "muted"): void;
  /** Destroys the provider's player, its frame, and every timer and listener of the provider's own. */
  protected abstract release(provider: Provider): void;

  get duration(): number {
    return this.#duration;
  }
  protected set duration(value: number) {
    this.#duration = value;
  }
  get paused(): boolean {
    return this.#paused;
  }
  get ended(): boolean {
    return this.#ended;
  }
  protected set ended(value: boolean) {
    this.#ended = value;
  }
  get readyState(): number {
    return this.provider ? 4 : 0;
  }

  get volume(): number {
    return this.#volume;
  }
  set volume(value: number) {
    this.#volume = checkVolume(value);
    this.sendVolume("volume");
    this.emit("volumechange");
  }
  get muted(): boolean {
    return this.#muted;
  }
  set muted(value: boolean) {
    this.#muted = Boolean(value);
    this.sendVolume("muted");
    this.emit("volumechange");
  }

  play(): Promise<void> {
    if (this.destroyed) return Promise.resolve();
    const started = new Promise<void>((resolve, reject) => this.#starting.push([resolve, reject]));
    this.#ended = false;
    this.onPlay();
    if (this.provider) this.sendPlay(this.provider);
    return started;
  }

  pause(): void {
    // A play() waiting to start resolves: it was interrupted, as a media element's would be.
    this.started();
    if (this.#paused) return;
    this.#paused = true;
    if (this.provider) this.sendPause(this.provider);
    this.emit("pause");
  }

  /** Adds a listener; adding the same one again for the same type does nothing, as on a DOM element. */
  addEventListener(type: string, listener: PlayerListener): void {
    if (!this.#listeners.get(type)?.includes(listener)) this.#listeners.on(type, listener);
  }

  removeEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.off(type, listener);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.started();
    // Ready or still starting: the provider's player goes, with its frame.
    const provider = this.provider ?? this.made;
    this.provider = this.made = null;
    if (provider) this.release(provider);
    this.holder.remove();
    this.#listeners.clear();
  }

  /** The volume and muted state the provider reports, without a `volumechange` (the caller fires it if need be). */
  protected mirrorVolume(volume: number, muted: boolean): void {
    this.#volume = volume;
    this.#muted = muted;
  }

  /** Calls the listeners of `type` with `{ type, target }`; one added or removed meanwhile does not change this call. */
  protected emit(type: string): void {
    const list = this.#listeners.get(type);
    if (!list) return;
    const event = { type, target: this };
    for (const listener of list) listener(event);
  }

  /** Playback was asked for (here, or in the frame): `play`, if it was paused. */
  protected onPlay(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.emit("play");
  }

  /** Playback stopped without `pause()` (in the frame, or refused): `pause`, if it was playing. */
  protected onPause(): void {
    if (this.#paused) return;
    this.#paused = true;
    this.emit("pause");
  }

  /** The end: `timeupdate`, `pause` if it was playing, `ended`; waiting play() promises resolve. */
  protected onEnd(): void {
    this.#ended = true;
    this.emit("timeupdate");
    this.onPause();
    this.emit("ended");
    this.started();
  }

  /** The play() promises waiting for playback resolve, or reject with `refusal`. */
  protected started(refusal?: PopcornError): void {
    for (const [resolve, reject] of this.#starting.splice(0)) {
      if (refusal) reject(refusal);
      else resolve();
    }
  }

  /** `error` is the player's error, announced with `error`. */
  protected fail(error: PopcornError): void {
    this.error = error;
    this.emit("error");
  }
}

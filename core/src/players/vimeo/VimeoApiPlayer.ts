/** The parts of `@vimeo/player`'s `Player` this player uses: every method returns a promise. */
export interface VimeoApiPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  getCurrentTime(): Promise<number>;
  getDuration(): Promise<number>;
  /** `[start, end]` pairs, or `{ start, end }` objects as its type declarations say: either is read. */
  getBuffered(): Promise<readonly unknown[]>;
  getPlaybackRate(): Promise<number>;
  setPlaybackRate(rate: number): Promise<number>;
  getVolume(): Promise<number>;
  setVolume(volume: number): Promise<number>;
  getMuted(): Promise<boolean>;
  setMuted(muted: boolean): Promise<boolean>;
  // `any`: each event has its own data, and `@vimeo/player`'s `on` is generic over the event's name.
  on(event: string, callback: (data: any) => void): void;
  off(event: string, callback?: (data: any) => void): void;
  destroy(): Promise<void>;
}

/** Embed options passed to Vimeo's `Player` (`id` or `url`, `controls`, `width`, `responsive`, `dnt`, ...). */
export type VimeoEmbedOptions = Record<string, string | number | boolean>;

/** `@vimeo/player`'s `Player` class, or a stand-in of it. */
export type VimeoPlayerClass = new (element: HTMLElement, options: VimeoEmbedOptions) => VimeoApiPlayer;

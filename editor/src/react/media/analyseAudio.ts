import { type FetchMediaOptions, fetchMediaBytes } from "./fetchMedia.js";
import { type PeakLevels, createPeakLevels } from "./peakLevels.js";
import { mixToMono } from "./peaks.js";
import type { PeaksComputer } from "./peaksComputer.js";

/** The sample rate audio is decoded at for its waveform: enough for peaks, half the memory of 44.1 kHz. */
export const ANALYSIS_SAMPLE_RATE = 22_050;
/** Samples per bucket of the finest peaks: 344 buckets a second at 22,050 Hz. */
export const BASE_SAMPLES_PER_BUCKET = 64;

/** Decoded audio, as far as peaks need it. */
export interface DecodedAudio {
  readonly sampleRate: number;
  readonly duration: number;
  readonly numberOfChannels: number;
  getChannelData(channel: number): Float32Array;
}

/** How {@link analyseAudio} reads, decodes and computes. */
export interface AnalyseAudioOptions extends FetchMediaOptions {
  /** Where peaks are computed (a worker when it can). */
  readonly computer: PeaksComputer;
  /** Decodes the file's audio. @default an `OfflineAudioContext` at {@link ANALYSIS_SAMPLE_RATE} */
  readonly decode?: (bytes: ArrayBuffer) => Promise<DecodedAudio>;
}

/** Decodes audio (from any container the browser plays) with Web Audio, without an audio device. */
export function decodeWithWebAudio(bytes: ArrayBuffer): Promise<DecodedAudio> {
  const Context = globalThis.OfflineAudioContext;
  if (typeof Context !== "function") return Promise.reject(new Error("This browser has no Web Audio."));
  return new Context(1, 1, ANALYSIS_SAMPLE_RATE).decodeAudioData(bytes);
}

/**
 * The waveform of the media at `url`: reads it (within the read limits), decodes its audio, mixes it to mono and
 * computes its peaks off the main thread. Rejects when a step fails (a `LOAD` error for the read; a media
 * without an audio track fails to decode) or `signal` aborts.
 */
export async function analyseAudio(url: string, options: AnalyseAudioOptions): Promise<PeakLevels> {
  const bytes = await fetchMediaBytes(url, options);
  const audio = await (options.decode ?? decodeWithWebAudio)(bytes);
  options.signal?.throwIfAborted();
  const channels: Float32Array[] = [];
  for (let i = 0; i < audio.numberOfChannels; i++) channels.push(audio.getChannelData(i));
  const peaks = await options.computer.compute(mixToMono(channels), BASE_SAMPLES_PER_BUCKET, options.signal);
  return createPeakLevels(peaks, audio.sampleRate, audio.duration);
}

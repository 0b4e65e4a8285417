"use client";
import type { MediaSnapshot, Popcorn } from "@popcorn-kit/core";
import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useEditorState, useEditorUi, usePreview } from "../context.js";
import { Icon } from "../icons.js";
import { useFrameRateNote } from "../media/frameRateNote.js";

/** A time as `mm:ss.mmm` (`h:mm:ss.mmm` from an hour on), for the transport's readout. */
export function formatTimecode(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
  const ms = total % 1000;
  const s = Math.floor(total / 1000) % 60;
  const m = Math.floor(total / 60_000) % 60;
  const h = Math.floor(total / 3_600_000);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const clock = `${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
  return h > 0 ? `${h}:${clock}` : clock;
}

const RATES = [0.5, 1, 1.5, 2] as const;
const noSubscribe = () => () => undefined;

/** Reads a primitive from the live instance's store (a default before the media mounts). */
function usePlayerValue<T>(pop: Popcorn | undefined, read: (snapshot: MediaSnapshot) => T, fallback: T): T {
  return useSyncExternalStore(
    pop ? pop.store.subscribe : noSubscribe,
    () => (pop ? read(pop.store.getSnapshot()) : fallback),
    () => fallback,
  );
}
const readRate = (snapshot: MediaSnapshot) => snapshot.playbackRate;
const readMuted = (snapshot: MediaSnapshot) => snapshot.muted;

/**
 * The transport under the stage: play and pause, jump to the start and the end (the trim's in and out points),
 * the time as `00:12.480 / 00:39.500` with the frame number (written once per animation frame while playing,
 * without rendering), the playback rate and sound on or off.
 */
export function Transport(): ReactNode {
  const { preview } = useEditorUi();
  const pop = usePreview((s) => s.pop);
  const playing = usePreview((s) => s.playing);
  const playerDuration = usePreview((s) => s.duration);
  const projectDuration = useEditorState((s) => s.project.media.duration);
  const trimIn = useEditorState((s) => s.project.media.trim.in);
  const trimOut = useEditorState((s) => s.project.media.trim.out);
  const frameRate = useEditorState((s) => s.project.media.frameRate);
  const rateNote = useFrameRateNote();
  const rate = usePlayerValue(pop, readRate, 1);
  const muted = usePlayerValue(pop, readMuted, false);
  const time = useRef<HTMLSpanElement>(null);
  const frame = useRef<HTMLSpanElement>(null);
  const rateId = useId();
  const duration = Number.isFinite(playerDuration) && playerDuration > 0 ? playerDuration : projectDuration;
  const end = trimOut ?? duration;

  // The readout follows the instance's store: at most one write per animation frame, straight to the DOM.
  useEffect(() => {
    let scheduled = 0;
    const write = () => {
      scheduled = 0;
      const t = preview.currentTime();
      if (time.current) time.current.textContent = formatTimecode(t);
      if (frame.current) frame.current.textContent = String(Math.floor(t * frameRate + 1e-6));
    };
    write();
    if (!pop) return;
    const unsubscribe = pop.store.subscribe(() => {
      if (scheduled === 0) scheduled = requestAnimationFrame(write);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(scheduled);
    };
  }, [pop, preview, frameRate]);

  const ready = pop !== undefined;
  return (
    <div className="pke-transport">
      <div className="pke-transport-buttons">
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label="Jump to start"
          title="Jump to start"
          disabled={!ready}
          onClick={() => preview.seek(trimIn)}
        >
          <Icon name="to-start" />
        </button>
        <button
          type="button"
          className="pke-button pke-icon-button pke-transport-play"
          data-variant="primary"
          aria-label={playing ? "Pause" : "Play"}
          title={playing ? "Pause (Space)" : "Play (Space)"}
          disabled={!ready}
          onClick={() => preview.toggle()}
        >
          <Icon name={playing ? "pause" : "play"} />
        </button>
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label="Jump to end"
          title="Jump to end"
          disabled={!ready}
          onClick={() => {
            preview.pause();
            preview.seek(end);
          }}
        >
          <Icon name="to-end" />
        </button>
      </div>
      <p className="pke-transport-time">
        <span className="pke-visually-hidden">Time </span>
        <span ref={time} className="pke-transport-now">
          00:00.000
        </span>
        <span className="pke-transport-total">
          {" / "}
          {formatTimecode(duration)}
        </span>
      </p>
      <p className="pke-transport-frame">
        <span className="pke-transport-frame-label">Frame</span> <span ref={frame}>0</span>
        {rateNote?.origin === "assumed" && (
          <span
            className="pke-transport-assumed"
            title="The media's file does not say its frame rate: frames are counted at this rate."
          >
            {` at ${frameRate} fps, assumed`}
          </span>
        )}
      </p>
      <div className="pke-transport-spacer" />
      <label className="pke-transport-rate" htmlFor={rateId}>
        <span className="pke-visually-hidden">Playback rate</span>
        <select
          id={rateId}
          className="pke-input"
          value={String(rate)}
          disabled={!ready}
          onChange={(event) => {
            if (pop) pop.playbackRate = Number(event.target.value);
          }}
        >
          {RATES.map((value) => (
            <option key={value} value={String(value)}>
              {value}×
            </option>
          ))}
          {!RATES.includes(rate as (typeof RATES)[number]) && <option value={String(rate)}>{rate}×</option>}
        </select>
      </label>
      <button
        type="button"
        className="pke-button pke-icon-button"
        data-variant="ghost"
        aria-label="Mute"
        aria-pressed={muted}
        title={muted ? "Sound off" : "Sound on"}
        disabled={!ready}
        onClick={() => {
          if (pop) pop.muted = !pop.muted;
        }}
      >
        <Icon name={muted ? "volume-off" : "volume"} />
      </button>
    </div>
  );
}

import { formatTime } from "@popcorn-kit/core";
import { useCurrentTime, useMediaState, usePopcorn } from "@popcorn-kit/react";

// Transport controls made of the hooks, for the stories: each works inside any media component.

/** Re-renders only when `paused` flips. */
export function PlayPause() {
  const pop = usePopcorn();
  const paused = useMediaState((s) => s.paused);
  return (
    <button type="button" onClick={() => (paused ? void pop?.play() : pop?.pause())} disabled={!pop}>
      {paused ? "Play" : "Pause"}
    </button>
  );
}

/** Re-renders every frame: `useCurrentTime` is meant for small parts like this one. */
export function TimeReadout() {
  const time = useCurrentTime();
  const duration = useMediaState((s) => s.duration);
  return (
    <output aria-label="Time">
      {formatTime(time)} / {formatTime(duration)}
    </output>
  );
}

export function SeekSlider({ step }: { step: number }) {
  const pop = usePopcorn();
  const time = useCurrentTime();
  const duration = useMediaState((s) => s.duration);
  return (
    <input
      type="range"
      aria-label="Seek"
      min={0}
      max={Number.isFinite(duration) ? duration : 0}
      step={step}
      value={time}
      onChange={(event) => pop?.seek(Number(event.currentTarget.value))}
      style={{ flex: 1 }}
    />
  );
}

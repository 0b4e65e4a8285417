import type { TimeInput, TrackEventView } from "@popcorn-kit/core";
import { type MaybeRefOrGetter, type Ref, computed, toValue, useId } from "vue";
import { useTrackEvent } from "./useTrackEvent.js";

/** Options of `useCue`. Times and the target may be refs or getters: the cue follows them. */
export interface UseCueOptions {
  /** Track event id. @default an id from `useId()`, the same on the server and the client */
  id?: MaybeRefOrGetter<string | undefined>;
  /** Start time: seconds or a timecode (`"1:02"`, `"12.5s"`). @default 0 */
  start?: MaybeRefOrGetter<TimeInput | undefined>;
  /** End time; omitted, the cue stays active to the end. @default Infinity */
  end?: MaybeRefOrGetter<TimeInput | undefined>;
  /** Outlet name stored on the event (`<Cue target>` renders into `<PopcornTarget name>`). */
  target?: MaybeRefOrGetter<string | undefined>;
  /** Called when the cue starts. */
  onStart?: (event: TrackEventView) => void;
  /** Called when the cue ends (also when it is removed or the instance destroyed while active). */
  onEnd?: (event: TrackEventView) => void;
}

/** What `useCue` returns. */
export interface CueState {
  /** True while the playhead is inside `[start, end)`. Changes only when the cue flips. */
  readonly active: Readonly<Ref<boolean>>;
  /** 0 to 1 through the cue. Reading it re-renders the reader on every frame while the cue is active. */
  readonly progress: Readonly<Ref<number>>;
}

/**
 * A timed section of the media, as refs: adds a `cue` track event once the component is mounted, follows its
 * reactive times, and removes it when the scope ends. Inactive on the server and while hydrating.
 *
 * @example
 * const props = defineProps<{ from: number; to: number }>();
 * const { active } = useCue({ start: () => props.from, end: () => props.to });
 * // <p :class="{ highlight: active }">...</p>
 */
export function useCue(options: UseCueOptions = {}): CueState {
  const generatedId = useId();
  const { state, progress } = useTrackEvent(
    "cue",
    () => toValue(options.id) ?? generatedId,
    () => ({
      start: toValue(options.start),
      end: toValue(options.end),
      target: toValue(options.target),
    }),
    { onStart: (event) => options.onStart?.(event), onEnd: (event) => options.onEnd?.(event) },
  );
  return { active: computed(() => state.value.active), progress };
}

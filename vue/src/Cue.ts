import type { TimeInput, TrackEventView } from "@popcorn-kit/core";
import { type PropType, type SlotsType, type VNode, defineComponent } from "vue";
import { useCue } from "./useCue.js";
import { useOutlet } from "./useOutlet.js";

/** What `<Cue>`'s scoped slot receives. */
export interface CueSlotProps {
  /** True while the cue is active (always true unless `keep-mounted`). */
  readonly active: boolean;
  /** 0 to 1 through the cue. Reading it re-renders the slot on every frame while the cue is active. */
  readonly progress: number;
}

/**
 * A timed section of the page: its default slot renders while the media is inside `[start, end)` and goes
 * away outside it. The scoped slot receives `{ active, progress }`; with `keep-mounted` it renders at all times
 * and `active` tells which state it is in. `@start` and `@end` run as the cue starts and ends (a listener
 * that throws becomes the instance's `error` event). With `target`, the content renders into
 * `<PopcornTarget :name="target">`.
 *
 * A cue renders again only when it flips, unless its slot reads `progress`.
 *
 * @example
 * <Cue :start="2" :end="6" @start="onChapter">
 *   <template #default="{ progress }">
 *     <h2>Chapter one</h2>
 *     <progress :value="progress" />
 *   </template>
 * </Cue>
 */
export const Cue = /* @__PURE__ */ defineComponent({
  name: "Cue",
  props: {
    /** Track event id. @default an id from `useId()`, the same on the server and the client */
    id: String,
    /** Start: seconds or a timecode. @default 0 */
    start: [Number, String] as PropType<TimeInput>,
    /** End: seconds or a timecode; omitted, the cue lasts to the end of the media. */
    end: [Number, String] as PropType<TimeInput>,
    /** Name of the `<PopcornTarget>` outlet to render into, instead of in place. */
    target: String,
    /** Render the slot while inactive too, with `active: false`. @default false */
    keepMounted: Boolean,
    /**
     * `@start`: called when the cue starts. Read as a prop, not emitted, so that a listener that throws
     * reaches the instance (an `error` event), as in every Popcorn Kit adapter.
     */
    onStart: Function as PropType<(event: TrackEventView) => void>,
    /** `@end`: called when the cue ends, also when it is removed or the instance is destroyed while active. */
    onEnd: Function as PropType<(event: TrackEventView) => void>,
  },
  slots: Object as SlotsType<{ default?: (props: CueSlotProps) => VNode[] }>,
  setup(props, { slots }) {
    const { active, progress } = useCue({
      id: () => props.id,
      start: () => props.start,
      end: () => props.end,
      target: () => props.target,
      onStart: (event) => props.onStart?.(event),
      onEnd: (event) => props.onEnd?.(event),
    });
    const place = useOutlet(() => props.target);
    // A getter, so that only a slot that reads `progress` depends on it.
    const slotProps: CueSlotProps = {
      get active() {
        return active.value;
      },
      get progress() {
        return progress.value;
      },
    };
    return () => {
      if (!active.value && !props.keepMounted) return null;
      return place(slots.default?.(slotProps) ?? []);
    };
  },
});

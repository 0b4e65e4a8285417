import { outletRole } from "@popcorn-kit/core/adapter";
import { appliedClasses } from "@popcorn-kit/core/plugins/applyclass";
import { defineComponent, h, shallowRef } from "vue";
import { injectPopcornContext } from "./context.js";
import { useMediaState } from "./useMediaState.js";
import { watchMounted } from "./watchMounted.js";

/**
 * A named outlet: renders `<div data-popcorn-target="name">` (other attributes go to the div) and receives
 * the content of every `<Cue target="name">` and plugin component with that target, through `<Teleport>`.
 * Content waits, unrendered, while its outlet is not mounted. Active `applyclass` events whose `target` is the
 * outlet add their classes to the div. Named (`aria-label`, `aria-labelledby`) and given no `role`, the div is a
 * `role="region"` landmark that screen readers list by that name.
 *
 * @example
 * <PopcornVideo src="/media/clip.webm">
 *   <Cue :start="2" :end="6" target="sidebar">A note beside the video</Cue>
 *   <PopcornTarget name="sidebar" class="sidebar" />
 * </PopcornVideo>
 */
export const PopcornTarget = /* @__PURE__ */ defineComponent({
  name: "PopcornTarget",
  props: {
    /** The outlet's name, as content's `target` gives it. */
    name: { type: String, required: true },
  },
  setup(props, { attrs }) {
    const { outlets } = injectPopcornContext("<PopcornTarget>");
    const element = shallowRef<HTMLElement>();
    watchMounted(
      () => [props.name, element.value] as const,
      ([name, div]) => (div ? outlets.register(name, div) : undefined),
    );
    const applied = useMediaState((snapshot) => appliedClasses(snapshot.active, { outlet: props.name }));
    // No class attribute at all while nothing is applied, as the other adapters render it.
    return () => {
      // The other attributes fall through onto the div; a role the page gives among them is kept.
      const role = outletRole(attrs.role, attrs["aria-label"], attrs["aria-labelledby"]);
      return h(
        "div",
        applied.value === ""
          ? { ref: element, role, "data-popcorn-target": props.name }
          : { ref: element, role, class: applied.value, "data-popcorn-target": props.name },
      );
    };
  },
});

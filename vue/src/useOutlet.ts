import { type VNode, type VNodeArrayChildren, Teleport, h, shallowRef } from "vue";
import { injectPopcornContext } from "./context.js";
import { watchMounted } from "./watchMounted.js";

/**
 * Where content with a `target` goes: returns a render helper that leaves content in place when there is no
 * target, teleports it into the `<PopcornTarget name>` outlet when one is mounted, and renders nothing while
 * it is not.
 */
export function useOutlet(
  target: () => string | undefined,
): (content: VNodeArrayChildren) => VNode | VNodeArrayChildren | null {
  const { outlets } = injectPopcornContext("<Cue target>");
  const outlet = shallowRef<HTMLElement>();
  watchMounted(target, (name) => {
    outlet.value = name ? outlets.get(name) : undefined;
    if (!name) return;
    return outlets.subscribe(name, () => {
      outlet.value = outlets.get(name);
    });
  });
  return (content) => {
    if (!target()) return content;
    return outlet.value ? h(Teleport, { to: outlet.value }, content) : null;
  };
}

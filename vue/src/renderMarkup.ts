import { type Markup, type MarkupMount, type MountSlot, createMountSlot } from "@popcorn-kit/core/markup";
import { type Directive, type VNodeChild, h, withDirectives } from "vue";

const slots = new WeakMap<HTMLElement, MountSlot>();

/** Runs an element's mount with core's mount slot: set when mounted and updated, cleared before unmount. */
const vMount: Directive<HTMLElement, MarkupMount> = {
  mounted(element, { value }) {
    const slot = createMountSlot();
    slots.set(element, slot);
    slot.set(element, value);
  },
  updated(element, { value }) {
    slots.get(element)?.set(element, value);
  },
  beforeUnmount(element) {
    slots.get(element)?.clear();
    slots.delete(element);
  },
};

/**
 * Renders core's plugin markup as Vue vnodes: the same tags, attributes and class names as every adapter. A
 * `true` attribute is present and empty, as in HTML.
 */
export function renderMarkup(markup: Markup | null): VNodeChild {
  if (markup === null || typeof markup === "string") return markup;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(markup.attrs)) props[name] = value === true ? "" : value;
  if (markup.key !== undefined) props.key = markup.key;
  if (markup.style !== undefined) props.style = markup.style;
  if (markup.onClick !== undefined) props.onClick = markup.onClick;
  // A search field: `value` is its text (a DOM property, set again on each render), each keystroke goes to onInput.
  const onInput = markup.onInput;
  if (onInput !== undefined) props.onInput = (event: Event) => onInput((event.target as HTMLInputElement).value);
  // Sanitized by core (the instance's sanitizer) before it reached the markup.
  const vnode =
    markup.html !== undefined
      ? h(markup.tag, { ...props, innerHTML: markup.html })
      : h(markup.tag, props, markup.children.map(renderMarkup));
  return markup.mount === undefined ? vnode : withDirectives(vnode, [[vMount, markup.mount]]);
}

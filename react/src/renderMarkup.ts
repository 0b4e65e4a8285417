import { type Markup, type MarkupMount, type MarkupTag, createMountSlot } from "@popcorn-kit/core/markup";
import {
  type CSSProperties,
  type ChangeEvent,
  type ReactNode,
  createElement,
  useEffect,
  useRef,
  useState,
} from "react";

// HTML attribute names whose React prop is spelt otherwise; every other name (aria-*, data-*, src, alt...) is
// the same in both.
const REACT_NAMES: Readonly<Record<string, string>> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  referrerpolicy: "referrerPolicy",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  playsinline: "playsInline",
  datetime: "dateTime",
  allowfullscreen: "allowFullScreen",
  autoplay: "autoPlay",
};

// Boolean attributes React takes as `true`; for any other, a `true` from markup is the empty string.
const BOOLEAN = new Set([
  "hidden",
  "controls",
  "muted",
  "loop",
  "playsInline",
  "allowFullScreen",
  "autoPlay",
  "disabled",
  "open",
  "reversed",
]);

const camel = (property: string): string =>
  property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Renders core's plugin markup as React elements: the same tags, attributes and class names as every adapter. */
export function renderMarkup(markup: Markup | null): ReactNode {
  if (markup === null || typeof markup === "string") return markup;
  const props: Record<string, unknown> = { key: markup.key };
  for (const [name, value] of Object.entries(markup.attrs)) {
    const prop = REACT_NAMES[name] ?? name;
    props[prop] = value === true && !BOOLEAN.has(prop) ? "" : value;
  }
  if (markup.style !== undefined) {
    const style: Record<string, string> = {};
    for (const [property, value] of Object.entries(markup.style)) style[camel(property)] = value;
    props.style = style as CSSProperties;
  }
  if (markup.onClick !== undefined) props.onClick = markup.onClick;
  if (markup.tag === "input") {
    // A controlled field: its text is `value`, and each keystroke goes to onInput. Without onInput, `value` is
    // only where the field starts.
    const onInput = markup.onInput;
    if (onInput !== undefined)
      props.onChange = (event: ChangeEvent<HTMLInputElement>) => onInput(event.currentTarget.value);
    else if ("value" in props) {
      props.defaultValue = props.value;
      delete props.value;
    }
  }
  if (markup.html !== undefined) {
    // Sanitized by core (the instance's sanitizer) before it reached the markup.
    props.dangerouslySetInnerHTML = { __html: markup.html };
  }
  const children = markup.html === undefined ? markup.children.map(renderMarkup) : [];
  if (markup.mount !== undefined) {
    const { key, ...rest } = props;
    return createElement(Mounted, {
      key: key as string | undefined,
      tag: markup.tag,
      props: rest,
      mount: markup.mount,
      content: children,
    });
  }
  return createElement(markup.tag, props, ...children);
}

/** An element with a mount: core's mount slot runs it after commit, updates it on each render, destroys it on unmount. */
function Mounted({
  tag,
  props,
  mount,
  content,
}: {
  tag: MarkupTag;
  props: Record<string, unknown>;
  mount: MarkupMount;
  content: ReactNode[];
}) {
  const ref = useRef<HTMLElement>(null);
  const [slot] = useState(createMountSlot);
  useEffect(() => {
    slot.set(ref.current!, mount);
  });
  useEffect(() => () => slot.clear(), [slot]);
  // Spread, as the other elements' children are: a list of siblings, not an array that would need keys.
  return createElement(tag, { ...props, ref }, ...content);
}

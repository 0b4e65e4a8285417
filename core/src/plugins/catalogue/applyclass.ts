import type { Markup } from "../../markup/markup.js";
import type { TrackEventView } from "../../contract/trackEvent.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

// Class names as CSS writes them without escapes: a letter, `_` or `-` first. One pass, no backtracking.
const CLASS_LIST = /^[A-Za-z_-][\w-]*(?: +[A-Za-z_-][\w-]*)*$/;

/**
 * Adds CSS classes while the event is active (Popcorn's `applyclass` effect), to an outlet or to the content
 * of another event: `target` names a `<PopcornTarget>`, whose element gets the classes; `to` names the id of a
 * track event, whose catalogue component (or `<TrackEventViews>` markup) gets them on its root element. It
 * renders nothing itself; several at once add up, each class once.
 *
 * @example
 * pop.add(applyClass, { start: 10, end: 14, classes: "pk-highlight", target: "sidebar" });
 * pop.add(applyClass, { start: 12, end: 13, classes: "flash", to: "note-3" });
 */
export const applyClass = /* @__PURE__ */ definePlugin({
  name: "applyclass",
  manifest: {
    about: {
      name: "Apply class",
      description: "Adds CSS classes to an outlet or to another event's content while active.",
    },
    options: {
      classes: {
        type: "text",
        label: "Classes",
        description: "Class names separated by spaces.",
        required: true,
        check: (value) =>
          CLASS_LIST.test(value)
            ? undefined
            : "class names separated by single spaces (letters, digits, _ and -, not starting with a digit)",
      },
      target: { type: "target", label: "Outlet", description: "The outlet whose element gets the classes." },
      to: { type: "text", label: "Event", description: "The id of the track event whose content gets the classes." },
    },
  },
  // Only its options matter, read by the views; a change restarts nothing.
  update() {},
});

/** The options of an `applyclass` event. */
export type ApplyClassOptions = InferOptions<typeof applyClass.manifest>;

/** Where `appliedClasses` looks: an outlet by name, or an event's content by id. */
export type ClassTarget = { readonly outlet: string } | { readonly event: string };

/**
 * The classes the active `applyclass` events add to `where` (from the store snapshot's `active`), in the order
 * they started, each once, joined by spaces; `""` for none. Adapters call it in a store selector, so a view
 * renders again only when its classes change.
 *
 * @example
 * appliedClasses(pop.store.getSnapshot().active, { outlet: "sidebar" }); // "pk-highlight"
 */
export function appliedClasses(active: readonly TrackEventView[], where: ClassTarget): string {
  let classes: string[] | undefined;
  for (const event of active) {
    if (event.type !== "applyclass") continue;
    const options = event.options as Partial<ApplyClassOptions>;
    const hit = "outlet" in where ? options.target === where.outlet : options.to === where.event;
    if (!hit || options.classes === undefined) continue;
    for (const name of options.classes.split(" "))
      if (name !== "" && !(classes ??= []).includes(name)) classes.push(name);
  }
  return classes === undefined ? "" : classes.join(" ");
}

/** `markup` with `classes` added to its root element's `class`; text and null are returned as they are. */
export function withClasses(markup: Markup | null, classes: string): Markup | null {
  if (classes === "" || markup === null || typeof markup === "string") return markup;
  const own = markup.attrs.class;
  return {
    ...markup,
    attrs: { ...markup.attrs, class: own === undefined || own === "" ? classes : `${own} ${classes}` },
  };
}

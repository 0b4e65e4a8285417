import type { PluginContext, PluginDefinition } from "@popcorn-kit/core";
import { outletElement, reportMissingOutlet } from "@popcorn-kit/core/dom";
import { hostOf } from "./host.js";

// Per element, how many active events add each class, and whether the page had it before the first did.
const counts = new WeakMap<Element, Map<string, { users: number; own: boolean }>>();

function addClasses(element: Element, classes: readonly string[]): void {
  let byClass = counts.get(element);
  if (byClass === undefined) counts.set(element, (byClass = new Map()));
  for (const name of classes) {
    const entry = byClass.get(name);
    if (entry !== undefined) entry.users++;
    else {
      byClass.set(name, { users: 1, own: element.classList.contains(name) });
      element.classList.add(name);
    }
  }
}

function removeClasses(element: Element, classes: readonly string[]): void {
  const byClass = counts.get(element);
  for (const name of classes) {
    const entry = byClass?.get(name);
    if (entry === undefined || --entry.users > 0) continue;
    byClass!.delete(name);
    if (!entry.own) element.classList.remove(name);
  }
}

/** What an active event applied, to undo at its end. */
interface Applied {
  readonly element: Element | null;
  readonly to: string | undefined;
  readonly classes: readonly string[];
}

/**
 * A copy of core's `applyclass` plugin (its hooks still run first) that applies its classes in the page while
 * an event is active: to `document.getElementById(target)`, and to the root element of the event whose id is
 * `to`, whenever that event shows. Classes the element already had stay when the event ends; several events
 * adding the same class keep it until the last ends. A target id that names no element is the instance's
 * `error` event.
 *
 * @example
 * core.registerPlugin(withClassView(applyClass));
 */
export function withClassView(plugin: PluginDefinition<any, any>): PluginDefinition<any, any> {
  const applied = new WeakMap<PluginContext<any>, Applied>();

  const apply = (ctx: PluginContext<any>): void => {
    const pop = ctx.popcorn;
    const { classes: text, target, to } = ctx.event.options as { classes?: string; target?: string; to?: string };
    const classes = (text ?? "").split(" ").filter((name) => name !== "");
    let element: Element | null = null;
    if (typeof target === "string" && target !== "") {
      element = outletElement(hostOf(pop).media, target);
      if (element === null) reportMissingOutlet(pop, plugin.name, ctx.event.id, target);
      else addClasses(element, classes);
    }
    const other = typeof to === "string" && to !== "" ? to : undefined;
    if (other !== undefined) {
      const host = hostOf(pop);
      let byEvent = host.applied.get(other);
      if (byEvent === undefined) host.applied.set(other, (byEvent = new Map()));
      byEvent.set(ctx.event.id, classes);
      host.renders.get(other)?.();
    }
    applied.set(ctx, { element, to: other, classes });
  };

  const undo = (ctx: PluginContext<any>): void => {
    const done = applied.get(ctx);
    if (done === undefined) return;
    applied.delete(ctx);
    if (done.element !== null) removeClasses(done.element, done.classes);
    if (done.to === undefined) return;
    const host = hostOf(ctx.popcorn);
    const byEvent = host.applied.get(done.to);
    byEvent?.delete(ctx.event.id);
    if (byEvent?.size === 0) host.applied.delete(done.to);
    host.renders.get(done.to)?.();
  };

  return {
    ...plugin,
    start(ctx) {
      plugin.start?.(ctx);
      apply(ctx);
    },
    update(ctx, changes) {
      plugin.update?.(ctx, changes);
      if (!ctx.active) return;
      undo(ctx);
      apply(ctx);
    },
    end(ctx) {
      plugin.end?.(ctx);
      undo(ctx);
    },
    teardown(ctx) {
      try {
        plugin.teardown?.(ctx);
      } finally {
        undo(ctx);
      }
    },
  };
}

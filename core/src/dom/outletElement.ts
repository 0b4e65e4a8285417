import type { Popcorn } from "../contract/popcorn.js";
import { refusal } from "../errors/errors.js";
import { reportUnhandled } from "../host.js";

/**
 * The media element that plays `pop`: its player when the player is an element (`createPopcorn(video)`), the
 * player's `element` when it has one (`createHtmlPlayer`), else null (a virtual player, an embed without one).
 */
export function mediaElementOf(pop: Popcorn): HTMLElement | null {
  const player = pop.player as unknown as { readonly nodeType?: unknown; readonly element?: { nodeType?: unknown } };
  if (player.nodeType === 1) return player as unknown as HTMLElement;
  const element = player.element;
  return typeof element === "object" && element !== null && element.nodeType === 1
    ? (element as unknown as HTMLElement)
    : null;
}

/** The element an outlet name names: the element with that id in the media's document (else the page's). */
export function outletElement(media: HTMLElement | null, name: string): HTMLElement | null {
  const document = media?.ownerDocument ?? globalThis.document;
  return document?.getElementById(name) ?? null;
}

/**
 * Reports a failure of an event's view as the instance's `error` event (never a throw from a plugin hook or a store
 * listener); printed, prefixed `[popcorn-kit]`, when nothing listens, as core does.
 */
export function reportViewError(pop: Popcorn, error: unknown, plugin: string, eventId: string): void {
  if (pop.listenerCount("error") > 0) pop.emit("error", { error, phase: "start", plugin, eventId });
  else reportUnhandled(`start error in track event "${eventId}":`, error);
}

/**
 * Reports that the outlet `name` of event `eventId` (of plugin `plugin`) names no element, with `reportViewError`.
 *
 * @example
 * if (outletElement(media, "notes") === null) reportMissingOutlet(pop, "footnote", event.id, "notes");
 */
export function reportMissingOutlet(pop: Popcorn, plugin: string, eventId: string, name: string): void {
  const error = refusal("INVALID_OPTION", `The ${plugin} event's target`, name, "the id of an element in the page");
  reportViewError(pop, error, plugin, eventId);
}

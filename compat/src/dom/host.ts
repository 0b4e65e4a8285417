import type { Popcorn as CorePopcorn } from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";

/** What the DOM views of one instance share: its media element, and the rendered root of each event. */
export interface DomHost {
  /** The media element, or null for a player without one (a virtual player). */
  media: HTMLElement | null;
  /** The root element each event rendered, by event id, while it shows (what `applyclass`'s `to` names). */
  readonly roots: Map<string, HTMLElement>;
  /** Per event id, the function that renders it again (when the classes applied to it change). */
  readonly renders: Map<string, () => void>;
  /** Per event id named by an active `applyclass` `to`, the classes each such event adds, by its id. */
  readonly applied: Map<string, Map<string, readonly string[]>>;
  /** Ids of the events a file gave (`parseJSON`...): their html gets the strict profile of files' html. */
  readonly fromFiles: Set<string>;
  /** True while events read from a file are being added (see `addingFromFile`). */
  addingFromFile: boolean;
}

const hosts = new WeakMap<CorePopcorn, DomHost>();

/** The DOM views' shared state of `pop`, made on first use. */
export function hostOf(pop: CorePopcorn): DomHost {
  let host = hosts.get(pop);
  if (host === undefined) {
    host = {
      media: null,
      roots: new Map(),
      renders: new Map(),
      applied: new Map(),
      fromFiles: new Set(),
      addingFromFile: false,
    };
    hosts.set(pop, host);
  }
  return host;
}

/**
 * Tells the DOM views which element plays `pop`'s media: what the "overlay" and "after" placements of events
 * without a target sit over or after. The instance calls it once, with null for a player with no element.
 *
 * @example
 * bindMedia(core, document.getElementById("video"));
 */
export function bindMedia(pop: CorePopcorn, media: HTMLElement | null): void {
  if (media !== null && (typeof media !== "object" || media.nodeType !== 1)) {
    throw invalid("bindMedia() got media", media, "an element or null");
  }
  hostOf(pop).media = media;
}

/**
 * Adds events that a file gave (`add` runs them): their views sanitize html with the strict profile of files'
 * html (`sanitizeFileHtml`), as the kit treats every file's html, however the events are added.
 */
export function addingFromFile<T>(pop: CorePopcorn, add: () => T): T {
  const host = hostOf(pop);
  const previous = host.addingFromFile;
  host.addingFromFile = true;
  try {
    return add();
  } finally {
    host.addingFromFile = previous;
  }
}

/** The media element bound to `pop` with `bindMedia`, or null. */
export function mediaOf(pop: CorePopcorn): HTMLElement | null {
  return hosts.get(pop)?.media ?? null;
}

/** The classes the active `applyclass` events add to event `eventId`'s root, each once, joined by spaces. */
export function appliedTo(host: DomHost, eventId: string): string {
  const byEvent = host.applied.get(eventId);
  if (byEvent === undefined) return "";
  return [...new Set([...byEvent.values()].flat())].join(" ");
}

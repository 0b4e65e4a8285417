import { useSubtitleLook } from "./subtitleLook.js";

/** Where an event without a target shows: over the media element, or right after it. */
export type Placement = "overlay" | "after";

interface Container {
  readonly element: HTMLElement;
  users: number;
  readonly stop: () => void;
  /** Placed by CSS anchor positioning: the browser keeps it on the media, whatever moves the media. */
  readonly anchored: boolean;
}

let anchors = 0;

/**
 * Ties the overlay to the media with CSS anchor positioning where the browser has it: the overlay then follows
 * the media through any layout change (text added above it, a font that loads, a panel that opens), which no
 * measurement can watch for. Returns what undoes it, or undefined where anchor positioning is missing.
 */
function anchorTo(overlay: HTMLElement, media: HTMLElement): (() => void) | undefined {
  const view = media.ownerDocument.defaultView;
  if (typeof view?.CSS?.supports !== "function" || !view.CSS.supports("anchor-name", "--a")) return undefined;
  // A media element the page already anchors keeps its name; otherwise it gets one of its own.
  const given = view.getComputedStyle(media).getPropertyValue("anchor-name").split(",")[0]?.trim() ?? "";
  let name = given;
  let undo = () => {};
  if (!name.startsWith("--")) {
    anchors += 1;
    name = `--pk-compat-media-${anchors}`;
    media.style.setProperty("anchor-name", name);
    undo = () => media.style.removeProperty("anchor-name");
  }
  overlay.style.setProperty("position-anchor", name);
  overlay.style.top = "anchor(top)";
  overlay.style.left = "anchor(left)";
  overlay.style.width = "anchor-size(width)";
  overlay.style.height = "anchor-size(height)";
  return undo;
}

const byMedia = new WeakMap<HTMLElement, Partial<Record<Placement, Container>>>();

/** Lays the overlay exactly over the media element's box (both have the same offset parent: they are siblings). */
function place(overlay: HTMLElement, media: HTMLElement): void {
  overlay.style.left = `${media.offsetLeft}px`;
  overlay.style.top = `${media.offsetTop}px`;
  overlay.style.width = `${media.offsetWidth}px`;
  overlay.style.height = `${media.offsetHeight}px`;
}

function make(media: HTMLElement, placement: Placement): Container {
  const element = media.ownerDocument.createElement("div");
  element.className = `pk-compat-${placement}`;
  let stop = () => {};
  if (placement === "overlay") {
    // Over the picture, letting clicks through to the media's controls.
    element.style.position = "absolute";
    element.style.pointerEvents = "none";
    // Its content sits at the bottom, centred, as captions do, and looks as 1.x's subtitles did.
    element.style.display = "flex";
    element.style.flexDirection = "column";
    element.style.justifyContent = "flex-end";
    element.style.alignItems = "center";
    const unlook = useSubtitleLook(media.ownerDocument);
    const unanchor = anchorTo(element, media);
    if (unanchor) {
      media.after(element);
      return {
        element,
        users: 0,
        stop: () => {
          unanchor();
          unlook();
        },
        anchored: true,
      };
    }
    place(element, media);
    const Observer = media.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer === undefined ? undefined : new Observer(() => place(element, media));
    observer?.observe(media);
    stop = () => {
      observer?.disconnect();
      unlook();
    };
  }
  media.after(element);
  return { element, users: 0, stop, anchored: false };
}

/**
 * The container of `placement` for `media`, made on first use (one per media element and placement) and
 * counted: each call needs one `releaseContainer`, and the last removes it.
 */
export function acquireContainer(media: HTMLElement, placement: Placement): HTMLElement {
  let containers = byMedia.get(media);
  if (containers === undefined) byMedia.set(media, (containers = {}));
  const container = (containers[placement] ??= make(media, placement));
  container.users++;
  if (placement === "overlay" && !container.anchored) place(container.element, media);
  return container.element;
}

/** One user of the container is done with it; the last one removes it from the page. */
export function releaseContainer(media: HTMLElement, placement: Placement): void {
  const containers = byMedia.get(media);
  const container = containers?.[placement];
  if (containers === undefined || container === undefined) return;
  if (--container.users > 0) return;
  container.stop();
  container.element.remove();
  delete containers[placement];
}

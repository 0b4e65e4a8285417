/** Where an event without an outlet shows: over the media element, or right after it. */
export type Placement = "overlay" | "after";

/** How the container of one placement looks. */
export interface ContainerLook {
  /** The container's class. @default `pk-${placement}` (`pk-overlay`, `pk-after`) */
  readonly className?: string;
  /**
   * Runs once when the container is made (a stylesheet it needs, say); returns what undoes it when the container
   * goes.
   */
  readonly prepare?: (element: HTMLElement) => () => void;
}

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
    name = `--pk-media-${anchors}`;
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

// Per media element, its containers by placement and class: layers with a look of their own get their own.
const byMedia = new WeakMap<HTMLElement, Map<string, Container>>();

/** Lays the overlay exactly over the media element's box (both have the same offset parent: they are siblings). */
function place(overlay: HTMLElement, media: HTMLElement): void {
  overlay.style.left = `${media.offsetLeft}px`;
  overlay.style.top = `${media.offsetTop}px`;
  overlay.style.width = `${media.offsetWidth}px`;
  overlay.style.height = `${media.offsetHeight}px`;
}

function make(media: HTMLElement, placement: Placement, className: string, look: ContainerLook): Container {
  const element = media.ownerDocument.createElement("div");
  element.className = className;
  const unprepare = look.prepare?.(element) ?? (() => {});
  let stop = unprepare;
  let anchored = false;
  if (placement === "overlay") {
    // Over the picture, letting clicks through to the media's controls.
    element.style.position = "absolute";
    element.style.pointerEvents = "none";
    // Its content sits at the bottom, centred, as captions do.
    element.style.display = "flex";
    element.style.flexDirection = "column";
    element.style.justifyContent = "flex-end";
    element.style.alignItems = "center";
    const unanchor = anchorTo(element, media);
    if (unanchor) {
      anchored = true;
      stop = () => {
        unanchor();
        unprepare();
      };
    } else {
      place(element, media);
      const Observer = media.ownerDocument.defaultView?.ResizeObserver;
      const observer = Observer === undefined ? undefined : new Observer(() => place(element, media));
      observer?.observe(media);
      stop = () => {
        observer?.disconnect();
        unprepare();
      };
    }
  }
  media.after(element);
  return { element, users: 0, stop, anchored };
}

/**
 * The container of `placement` for `media`, made on first use (one per media element, placement and class name)
 * and counted: each call needs one `releaseContainer` with the same arguments, and the last removes it. The
 * overlay lies over the media's box (CSS anchor positioning where the browser has it, else measured), the other
 * follows the media.
 *
 * @example
 * const notes = acquireContainer(video, "after");
 * releaseContainer(video, "after");
 */
export function acquireContainer(media: HTMLElement, placement: Placement, look: ContainerLook = {}): HTMLElement {
  const className = look.className ?? `pk-${placement}`;
  let containers = byMedia.get(media);
  if (containers === undefined) byMedia.set(media, (containers = new Map()));
  const key = `${placement} ${className}`;
  let container = containers.get(key);
  if (container === undefined) containers.set(key, (container = make(media, placement, className, look)));
  container.users++;
  if (placement === "overlay" && !container.anchored) place(container.element, media);
  return container.element;
}

/** One user of the container is done with it; the last one removes it from the page. */
export function releaseContainer(media: HTMLElement, placement: Placement, look: ContainerLook = {}): void {
  const containers = byMedia.get(media);
  const key = `${placement} ${look.className ?? `pk-${placement}`}`;
  const container = containers?.get(key);
  if (containers === undefined || container === undefined) return;
  if (--container.users > 0) return;
  container.stop();
  container.element.remove();
  containers.delete(key);
}

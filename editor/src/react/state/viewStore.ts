import { type UiStore, createUiStore } from "./createStore.js";

/** What the stage is doing with pointer input. */
export type StageMode =
  /** The preview plays; outlets are drawn as quiet outlines. */
  | "preview"
  /** Outlets can be dragged and resized, added and removed. */
  | "layout"
  /** The next outlet clicked becomes the selected events' `target`. */
  | "pick-target";

/** The interface's view state: zoom, scroll and modes, shared by the panels (never saved in the project). */
export interface ViewState {
  /** Timeline zoom: pixels per second of media. */
  readonly pxPerSecond: number;
  /** The time at the timeline's left edge, in seconds. */
  readonly scrollTime: number;
  /** The width of the timeline's scrolling area, in pixels (0 before it is measured). */
  readonly viewportWidth: number;
  /** The stage's pointer mode. */
  readonly stageMode: StageMode;
  /** The time of the snap guide drawn while dragging, when a drag snapped. */
  readonly snapGuide: number | undefined;
  /** The outlet selected in layout mode. */
  readonly selectedOutlet: string | undefined;
  /** The open dialog, if any. */
  readonly dialog: "media" | "export" | "import" | undefined;
}

/** The view store of one editor interface. */
export type ViewStore = UiStore<ViewState>;

/** The zoom range: from a whole long media down to single frames. */
export const MIN_PX_PER_SECOND = 0.05;
/** At 2,400 px per second a frame at 60 fps is 40 px wide. */
export const MAX_PX_PER_SECOND = 2400;

/** Makes the view store with its defaults. */
export function createViewStore(): ViewStore {
  return createUiStore<ViewState>({
    pxPerSecond: 40,
    scrollTime: 0,
    viewportWidth: 0,
    stageMode: "preview",
    snapGuide: undefined,
    selectedOutlet: undefined,
    dialog: undefined,
  });
}

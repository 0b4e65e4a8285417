import type { Outlet, OutletPlacement, ProjectLayout } from "../../project/types.js";

/**
 * The page structure every export writes, so that the four show the same layout:
 *
 * ```html
 * <div class="pk-scene">                    a grid: the video, the column beside it, the band below
 *   <video class="pk-scene-video">
 *   <div class="pk-scene-over">             the video's area again, over the picture
 *     <div class="pk-scene-outlet pk-scene-outlet-name">…outlet…</div>
 *     <div class="pk-scene-captions">…subtitles…</div>   the video's area again, the lines at its bottom
 *   </div>
 *   <div class="pk-scene-beside">…outlets…</div>
 *   <div class="pk-scene-below">…outlets…</div>
 * </div>
 * ```
 */
export const SCENE_CLASS = {
  scene: "pk-scene",
  video: "pk-scene-video",
  over: "pk-scene-over",
  beside: "pk-scene-beside",
  below: "pk-scene-below",
  outlet: "pk-scene-outlet",
  captions: "pk-scene-captions",
} as const;

/**
 * The classes of an outlet's box: every outlet's, and its own (`pk-scene-outlet-<name>`, which places it). A class
 * rather than a `data-` attribute: vue-tsc's strict templates refuse attributes that HTML does not declare.
 */
export function outletClass(name: string): string {
  return `${SCENE_CLASS.outlet} ${SCENE_CLASS.outlet}-${name}`;
}

/** A CSS rule: its selector and its declarations, in order. */
export interface CssRule {
  readonly selector: string;
  readonly declarations: readonly (readonly [property: string, value: string])[];
}

/** The outlets of each placement, in drawing order. */
export function outletsBy(layout: ProjectLayout): Record<OutletPlacement, readonly Outlet[]> {
  const by: Record<OutletPlacement, Outlet[]> = { over: [], beside: [], below: [] };
  for (const outlet of layout.outlets) by[outlet.placement].push(outlet);
  return by;
}

/**
 * The scene's measures: the stylesheet writes them (in rem of the page's root font size, or as shares) and the
 * editor's stage lays its frames out by them (`sceneGeometry`), so that the two never disagree.
 */
export const SCENE_METRICS = {
  /** The scene's widest, in rem. */
  maxWidth: 72,
  /** Between the video and the column beside it, and above the band below, in rem. */
  gap: 1,
  /** The column beside the video: its share of the scene's width, and its least width and height, in rem. */
  besideShare: 0.3,
  besideMin: 12,
  /** The band below the video: its height, in rem. */
  below: 14,
  /** The video's box: its width and height ratio (a video of another shape is letterboxed in it). */
  aspect: [16, 9],
} as const;

/** A rectangle in pixels, relative to the scene's top left corner. */
export interface SceneRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where the scene's areas are at one width: what `sceneGeometry` gives. */
export interface SceneGeometry {
  /** The scene's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** The area of each placement: the video's for "over", the column beside it, the band below it. */
  readonly areas: Readonly<Record<OutletPlacement, SceneRect | undefined>> & { readonly over: SceneRect };
}

/** What `sceneGeometry` lays out. */
export interface SceneGeometryOptions {
  /** The width the scene is given, in pixels (it takes at most `SCENE_METRICS.maxWidth`). */
  readonly width: number;
  /** Whether the column beside the video and the band below it are shown (see `layoutRules`). */
  readonly beside: boolean;
  readonly below: boolean;
  /** The page's root font size in pixels. @default 16 */
  readonly rem?: number;
}

/**
 * The areas of the scene `layoutRules` draws, in pixels, at a given width: the grid's arithmetic for the video,
 * the column beside it (30% of the width, at least 12rem) and the band below (14rem), with the gaps between.
 */
export function sceneGeometry({ width, beside, below, rem = 16 }: SceneGeometryOptions): SceneGeometry {
  const m = SCENE_METRICS;
  const scene = Math.max(0, Math.min(width, m.maxWidth * rem));
  const gap = m.gap * rem;
  const sideWidth = beside ? Math.max(m.besideMin * rem, scene * m.besideShare) : 0;
  const videoWidth = Math.max(0, scene - (beside ? sideWidth + gap : 0));
  const videoHeight = (videoWidth * m.aspect[1]) / m.aspect[0];
  const rowHeight = beside ? Math.max(videoHeight, m.besideMin * rem) : videoHeight;
  const over: SceneRect = { left: 0, top: 0, width: videoWidth, height: rowHeight };
  return {
    width: scene,
    height: rowHeight + (below ? gap + m.below * rem : 0),
    areas: {
      over,
      beside: beside ? { left: videoWidth + gap, top: 0, width: sideWidth, height: rowHeight } : undefined,
      below: below ? { left: 0, top: rowHeight + gap, width: scene, height: m.below * rem } : undefined,
    },
  };
}

/** Which of the scene's areas a layout shows: the column beside and the band below only when an outlet is there. */
export function sceneAreas(layout: ProjectLayout): { beside: boolean; below: boolean } {
  const by = outletsBy(layout);
  return { beside: by.beside.length > 0, below: by.below.length > 0 };
}

const percent = (value: number) => `${Math.round(Math.min(100, Math.max(0, value)) * 1000) / 1000}%`;
const c = SCENE_CLASS;

/**
 * The layout as CSS rules: the scene's grid (a column beside the video only when an outlet is placed there, a
 * band below only when one is placed there), each outlet's box in percent of its area, and a published page's
 * look for the panels (system font, a dark video area, readable text on every outlet).
 */
export function layoutRules(
  layout: ProjectLayout,
  { beside, below }: { beside: boolean; below: boolean } = sceneAreas(layout),
): CssRule[] {
  const m = SCENE_METRICS;
  const areas = [beside ? '"video beside"' : '"video"', ...(below ? [beside ? '"below below"' : '"below"'] : [])];
  const rules: CssRule[] = [
    {
      selector: `.${c.scene}`,
      declarations: [
        ["display", "grid"],
        [
          "grid-template-columns",
          beside ? `minmax(0, 1fr) minmax(${m.besideMin}rem, ${m.besideShare * 100}%)` : "minmax(0, 1fr)",
        ],
        ["grid-template-areas", areas.join(" ")],
        ["gap", `${m.gap}rem`],
        ["max-width", `${m.maxWidth}rem`],
        ["margin", "0 auto"],
        ["font-family", 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
        ["line-height", "1.45"],
        ["color", "#1d1d1f"],
      ],
    },
    {
      selector: `.${c.video}`,
      declarations: [
        ["grid-area", "video"],
        ["display", "block"],
        ["width", "100%"],
        ["aspect-ratio", `${m.aspect[0]} / ${m.aspect[1]}`],
        ["background", "#000"],
        ["border-radius", "0.5rem"],
      ],
    },
    {
      selector: `.${c.over}`,
      declarations: [
        ["grid-area", "video"],
        ["position", "relative"],
        // Over the picture, letting clicks through to the video's controls; the outlets take them back.
        ["pointer-events", "none"],
        ["overflow", "hidden"],
      ],
    },
    {
      selector: `.${c.beside}`,
      declarations: [
        ["grid-area", "beside"],
        ["position", "relative"],
        ["min-height", `${m.besideMin}rem`],
      ],
    },
    {
      selector: `.${c.below}`,
      declarations: [
        ["grid-area", "below"],
        ["position", "relative"],
        ["height", `${m.below}rem`],
      ],
    },
    {
      // An outlet is a transparent frame: empty, it paints nothing and never takes the media's clicks. Content
      // longer than its box shows in full (a scrolling box would be one no keyboard reaches); over the video, the
      // video's edges cut it.
      selector: `.${c.outlet}`,
      declarations: [
        ["position", "absolute"],
        ["box-sizing", "border-box"],
        ["pointer-events", "none"],
      ],
    },
    {
      // The look is the content's, while it shows: a card beside and below the video, a dark box over it.
      selector: `.${c.outlet} [data-popcorn-target] > *`,
      declarations: [
        ["pointer-events", "auto"],
        ["box-sizing", "border-box"],
        ["padding", "0.5rem 0.75rem"],
        ["border-radius", "0.5rem"],
        ["background", "#f5f5f7"],
      ],
    },
    {
      selector: `.${c.over} > .${c.outlet} [data-popcorn-target] > *`,
      declarations: [
        ["background", "rgba(0, 0, 0, 0.55)"],
        ["color", "#fff"],
      ],
    },
    {
      selector: `.${c.outlet} img`,
      declarations: [
        ["max-width", "100%"],
        ["height", "auto"],
      ],
    },
    {
      // The captions' box is the video's whole area, as a `.pk-stage` lays core's captions over the video in an
      // app: a line its WebVTT settings place (`line:80%`) goes to the same place of the picture here as there.
      // Lines without settings sit above the bottom edge (their region's padding, in shares of its height).
      selector: `.${c.captions}`,
      declarations: [
        ["position", "absolute"],
        ["inset", "0"],
        ["container-type", "size"],
        ["text-align", "center"],
        ["color", "#fff"],
        ["font-size", "1.25rem"],
        ["text-shadow", "0 1px 3px #000"],
        ["white-space", "pre-line"],
      ],
    },
    {
      selector: `.${c.captions} > .pk-captions`,
      declarations: [
        ["box-sizing", "border-box"],
        ["height", "100%"],
        ["padding", "0 5% 12cqh"],
      ],
    },
  ];
  for (const outlet of layout.outlets) {
    rules.push({
      selector: `.${c.outlet}-${outlet.name}`,
      declarations: [
        ["left", percent(outlet.box.left)],
        ["top", percent(outlet.box.top)],
        ["width", percent(outlet.box.width)],
        ["height", percent(outlet.box.height)],
        ...(outlet.zIndex ? ([["z-index", String(Math.trunc(outlet.zIndex))]] as const) : []),
      ],
    });
  }
  return rules;
}

/**
 * The rules as a stylesheet, each selector passed through `wrap` (Svelte's `:global(...)`), indented by
 * `indent`.
 */
export function stylesheet(rules: readonly CssRule[], indent = "", wrap = (selector: string) => selector): string {
  return rules
    .map(
      ({ selector, declarations }) =>
        `${indent}${wrap(selector)} {\n${declarations.map(([p, v]) => `${indent}  ${p}: ${v};\n`).join("")}${indent}}`,
    )
    .join("\n");
}

/** How content comes in, per outlet transition: the first frame of its animation. */
const ENTRANCES: Readonly<Record<string, string>> = {
  fade: "opacity: 0;",
  pop: "opacity: 0; transform: scale(0.85);",
  slide: "opacity: 0; transform: translateY(0.75rem);",
};

/**
 * The outlets' transitions (Popcorn Maker's): content that appears in an outlet with `fade`, `pop` or `slide`
 * comes in with that animation, unless the reader asks for reduced motion. Empty when no outlet has one. For
 * Svelte (`global`), selectors are `:global(...)` and the keyframes `-global-`, so that the names stay as written.
 */
export function transitionCss(layout: ProjectLayout, global = false): string {
  const used = layout.outlets.filter((o) => o.transition !== undefined && ENTRANCES[o.transition] !== undefined);
  if (used.length === 0) return "";
  const wrap = (selector: string) => (global ? `:global(${selector})` : selector);
  const rules = used.map(
    (o) =>
      `  ${wrap(`.${c.outlet}-${o.name} > * > *`)} {\n    animation: pk-scene-${o.transition} 0.35s ease-out;\n  }`,
  );
  const keyframes = [...new Set(used.map((o) => o.transition!))].map(
    (name) => `@keyframes ${global ? "-global-" : ""}pk-scene-${name} {\n  from { ${ENTRANCES[name]} }\n}`,
  );
  return [`@media (prefers-reduced-motion: no-preference) {\n${rules.join("\n")}\n}`, ...keyframes].join("\n");
}

/**
 * The layout's stylesheet: its rules and its outlets' transitions. `areas` shows areas no outlet uses (the editor's
 * layout mode), `wrap` scopes the rules' selectors (the editor's stage).
 */
export function layoutCss(
  layout: ProjectLayout,
  {
    areas = sceneAreas(layout),
    wrap,
  }: { areas?: { beside: boolean; below: boolean }; wrap?: (selector: string) => string } = {},
): string {
  const rules = stylesheet(layoutRules(layout, areas), "", wrap);
  const transitions = transitionCss(layout);
  return transitions === "" ? rules : `${rules}\n${transitions}`;
}

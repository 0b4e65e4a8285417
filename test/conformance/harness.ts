import type { MediaSnapshot, Popcorn, PluginDefinition, TrackSpec } from "@popcorn-kit/core";
import type { MarkupView } from "@popcorn-kit/core/markup";
import type { HlsPlayerOptions } from "@popcorn-kit/core/players/hls";

/**
 * One `<Cue>` of a scene. Every adapter renders it the same way, so that the suite reads the DOM alike:
 *
 *   <Cue id start end target onStart onEnd keepMounted>
 *     {({ active, progress }) => <span data-cue={id} data-active={String(active)}
 *                                      data-progress={showProgress ? progress.toFixed(2) : undefined}>{text}</span>}
 *   </Cue>
 *
 * (Vue: the scoped slot of `<Cue>`; Svelte: the `children` snippet with its argument.) The span is counted as
 * one render of that cue each time the framework re-runs the function, slot or snippet for it.
 */
export interface CueSpec {
  /** Track event id; the span's `data-cue`. */
  id: string;
  start: number;
  /** Omitted: open-ended. */
  end?: number;
  /** Text inside the span. */
  text: string;
  /** Outlet name; the span renders into `<PopcornTarget name>` instead of in place. */
  target?: string;
  /** Render the span even while inactive (with `data-active="false"`). */
  keepMounted?: boolean;
  /** Read `progress` and put it on the span (`data-progress`): this cue then re-renders every frame while active. */
  showProgress?: boolean;
  onStart?: () => void;
  onEnd?: () => void;
}

/** What to mount: cues in order, then outlets (`<PopcornTarget name>` for each name), in one root element. */
export interface Scene {
  cues: CueSpec[];
  targets?: string[];
  /** Attributes of an outlet, by its name, passed to its `<PopcornTarget>` (`aria-label`, `role`). */
  targetAttributes?: Record<string, Record<string, string>>;
  /**
   * A plugin component made with `createPluginComponent(plugin, View)`, rendered after the cues, with `props`
   * (`onStart`/`onEnd` among them: Svelte's harness passes them as `onstart`/`onend`). Every View gets the
   * options flat plus `event`, `active` and `progress`; `view` picks which one renders:
   *
   * - `"caption"` (the default): `<em data-plugin data-event={event.id} data-active={active}>{text} ({tone})</em>`,
   *   without ` ({tone})` when the plugin has no `tone`; it never reads `progress`;
   * - `"progress"`: `<em data-plugin>{progress.toFixed(2)}</em>`;
   * - `"safety"`: the options of `safetyPlugin` (safety.ts), each the way a View should render it:
   *
   *   <div data-plugin><p data-text>{text}</p><div data-html>{html as HTML: dangerouslySetInnerHTML, v-html,
   *   {@html}}</div><a data-link href={link}>link</a><img data-image src={image} alt=""></div>
   *
   * - `"catalogue"`: not a View of the suite but the adapter's own component for the plugin, from
   *   `@popcorn-kit/<framework>/plugins` (see catalogue.ts).
   */
  plugin?: {
    definition: PluginDefinition<any, any>;
    props: Record<string, unknown>;
    view?: "caption" | "progress" | "safety" | "catalogue";
  };
  /** The adapter's `<TrackEventViews views>`: the events already on the timeline, with core's markup. */
  eventViews?: EventViews;
  /** The adapter's `<Chapters>` list, after everything else. */
  chapters?: boolean;
  /**
   * After everything else: the adapter's `<CaptionsMenu>` when `menu`, its `<Transcript {...props}>`, and its
   * `<Captions>` when `captions`.
   */
  transcript?: { props?: TranscriptSceneProps; menu?: boolean; captions?: boolean };
  /**
   * The adapter's media-state reader with this selector and no `isEqual` (React and Vue `useMediaState`, Svelte
   * `mediaState`), its value's JSON in a `<output data-state>`, after everything else.
   */
  state?: (snapshot: MediaSnapshot) => unknown;
}

/** Props of a scene's `<Transcript>`, as every adapter takes them. */
export interface TranscriptSceneProps {
  track?: string;
  lang?: string;
  target?: string;
  label?: string;
}

/** A scene's `<TrackEventViews views>`, rendered after the cues and the plugin component, when given. */
export type EventViews = Readonly<Record<string, MarkupView<any>>>;

/** Props of the `<PopcornVideo ticker="manual">` that `mountMedia` renders, with no children. */
export interface MediaProps {
  src?: string;
  poster?: string;
  tracks?: TrackSpec[];
  plugins?: PluginDefinition<any, any>[];
  /** `captions={false}` leaves out the captions of `tracks`. */
  captions?: boolean;
  /** For an HLS `src`: the `Hls` class (a fake, in jsdom) and hls.js's configuration. */
  hls?: HlsPlayerOptions;
  /** Frames per second, for SMPTE timecodes. */
  frameRate?: number;
  /** The sanitizers of html from the page's props and from files. */
  sanitizeHtml?: (html: string) => string;
  sanitizeFileHtml?: (html: string) => string;
}

/** A mounted `<PopcornVideo>`. */
export interface MountedMedia {
  /** The element the component rendered into. */
  readonly root: Element;
  /** The instance the component made (through `onReady`, `@ready`, `bind:popcorn`), null before and after. */
  popcorn(): Popcorn | null;
  /** Re-renders with new props, as a parent component would. */
  rerender(props: MediaProps): Promise<void>;
  unmount(): Promise<void>;
}

/** A mounted scene. Every method applies pending framework updates before it returns. */
export interface MountedScene {
  /** The element the scene rendered into. */
  readonly root: Element;
  /** Texts of the spans shown (`data-active="true"`), in document order, outlets included. */
  shown(): string[];
  /** Texts of the spans shown inside outlet `name` (`[data-popcorn-target=name]`). */
  shownIn(name: string): string[];
  /** Number of cue spans in the DOM, shown or not (keepMounted cues stay). */
  mountedCount(): number;
  /** `data-progress` of a cue's span, or undefined. */
  progressOf(id: string): string | undefined;
  /** Text the plugin component's View renders, or null when it renders nothing. */
  pluginText(): string | null;
  /** The root element of the plugin component's View (`[data-plugin]`), or null. */
  pluginElement(): Element | null;
  /** Re-renders with new props for cues (and plugin props), as a parent component would. */
  rerender(scene: Scene): Promise<void>;
  /** How many times each cue's content rendered since mount or the last reset. */
  renderCounts(): Map<string, number>;
  resetRenderCounts(): void;
  unmount(): Promise<void>;
}

/** What each adapter provides to run the suite. */
export interface ConformanceHarness {
  /** "react", "vue" or "svelte". */
  name: string;
  /**
   * Mounts the scene inside the adapter's provider for `pop` (`<PopcornProvider popcorn={pop}>`, `providePopcorn`,
   * `setPopcorn`). `strict`: React renders inside `<StrictMode>`; the others mount, unmount and mount again.
   * Rejects with the error that mounting raised (an invalid prop), after unmounting what it rendered.
   */
  mount(pop: Popcorn, scene: Scene, options?: { strict?: boolean }): Promise<MountedScene>;
  /** Mounts `<PopcornVideo ticker="manual" {...props} />`; rejects, as `mount` does, with the error rendering raised. */
  mountMedia(props: MediaProps): Promise<MountedMedia>;
  /** Runs `fn` (a clock advance, a seek) and applies the framework updates it caused (act, nextTick, flushSync). */
  act(fn: () => void): Promise<void>;
}

/** The DOM readers of a `MountedScene`, the same for every adapter since the markup contract is shared. */
export function readScene(
  root: Element,
): Pick<MountedScene, "root" | "shown" | "shownIn" | "mountedCount" | "progressOf" | "pluginText" | "pluginElement"> {
  const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent ?? "");
  return {
    root,
    shown: () => texts(root.querySelectorAll('[data-cue][data-active="true"]')),
    shownIn: (name) => texts(root.querySelectorAll(`[data-popcorn-target="${name}"] [data-cue][data-active="true"]`)),
    mountedCount: () => root.querySelectorAll("[data-cue]").length,
    progressOf: (id) => root.querySelector(`[data-cue="${id}"]`)?.getAttribute("data-progress") ?? undefined,
    pluginText: () => root.querySelector("[data-plugin]")?.textContent ?? null,
    pluginElement: () => root.querySelector("[data-plugin]"),
  };
}

/**
 * Takes an unmounted scene's container out of the document, as a page does when it drops the element it mounted
 * into. Unmounting must have emptied it: an element left inside is a leak, reported here rather than hidden by the
 * removal. (The testing libraries remove their containers only at cleanup, after the test: a test that mounts
 * 1,000 times would otherwise leave 1,000 empty containers that every later query walks.)
 */
export function releaseContainer(root: Element): void {
  const left = root.firstElementChild;
  if (left) throw new Error(`Unmounting left <${left.localName}> in the container: ${left.outerHTML.slice(0, 200)}`);
  root.remove();
}

import type P5 from "p5";
import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { type MountHandle, mount } from "../../markup/mount.js";
import { PopcornError } from "../../errors/errors.js";
import { reportUnhandled } from "../../host.js";
import { importPeer } from "../../importPeer.js";
import type { ErrorPhase, Popcorn } from "../../contract/popcorn.js";
import { definePlugin } from "../definePlugin.js";
import type { FunctionOption, InferOptions } from "../manifest.js";

/** What a sketch reads while it runs, live: read it in `draw`, it is current on every frame. */
export interface SketchState {
  /** How far through the event the media is, 0 to 1 (0 for an event without an end). */
  readonly progress: number;
  /** The media time, in seconds. */
  readonly time: number;
  /** Whether the media plays. */
  readonly playing: boolean;
}

/**
 * The p5 instance a sketch draws with. The kit's types never name p5's own (p5 is an optional peer: a project
 * without it must type-check, `skipLibCheck` off included), so this is open; where p5 is installed, annotate the
 * parameter with its type for completion and checks: `(p: P5, state) => …` with `import type P5 from "p5"`.
 */
export type SketchInstance = any;

/**
 * A p5.js sketch in instance mode: set `p.setup`, `p.draw` and the rest on `p`, and read `state` for where the
 * media is.
 *
 * @example
 * import type P5 from "p5";
 * const bar: SketchFunction = (p: P5, state) => {
 *   p.setup = () => p.createCanvas(200, 20);
 *   p.draw = () => p.rect(0, 0, p.width * state.progress, p.height);
 * };
 */
export type SketchFunction = (p: SketchInstance, state: SketchState) => void;

/** p5.js, loaded the first time a sketch starts (pages without sketches never download it). */
const loadP5 = /* @__PURE__ */ importPeer<typeof P5>(
  () => import("#peers/p5").then((peer) => peer.load()),
  "p5",
  "the sketch plugin",
  "LOAD",
);

/** What the sketch's mount takes. */
export interface SketchInput {
  readonly sketch: SketchFunction;
  /** The instance whose media drives the sketch, or null (on the server, where no mount runs). */
  readonly pop: Popcorn | null;
  /** The event's id, which errors name. */
  readonly id: string | undefined;
  readonly start: number;
  readonly end: number;
  /** Stop the sketch's draw loop while the media is paused. */
  readonly pauseWithMedia: boolean;
}

/**
 * The sketch's mount: loads p5, runs the sketch in `element` (its canvas goes there), keeps `state` current,
 * stops and resumes the draw loop with the media when `pauseWithMedia` (a seek while stopped draws one frame),
 * starts over when given another sketch,
 * and at `destroy` removes the p5 instance (canvas, listeners, frame loop), or stops the load when p5 has not
 * arrived yet.
 */
export function runSketch(element: HTMLElement, input: SketchInput): MountHandle<SketchInput> {
  let current = input;
  let gone = false;
  let instance: P5 | null = null;
  let generation = 0;
  // The media's state, or a resting one once the instance is gone (a frame may still be drawn).
  const media = (): Popcorn | null => (current.pop === null || current.pop.destroyed ? null : current.pop);
  const state: SketchState = {
    get progress() {
      const pop = media();
      const { start, end } = current;
      if (pop === null || !Number.isFinite(end) || end <= start) return 0;
      return Math.min(1, Math.max(0, (pop.currentTime - start) / (end - start)));
    },
    get time() {
      return media()?.currentTime ?? 0;
    },
    get playing() {
      const pop = media();
      return pop !== null && !pop.paused;
    },
  };
  /** Runs or stops `p`'s draw loop as the media plays or not (never on an instance already removed). */
  const followOn = (p: P5 | null) => {
    if (p === null || gone) return;
    if (!current.pauseWithMedia || state.playing) p.loop();
    else p.noLoop();
  };
  const follow = () => followOn(instance);
  /** A seek while the loop is stopped draws one frame, so the sketch shows where the media now is. */
  const seeked = () => {
    follow();
    if (instance !== null && !gone && !instance.isLooping()) instance.redraw();
  };
  const offs: (() => void)[] = [];
  const listen = (pop: Popcorn | null) => {
    for (const off of offs.splice(0)) off();
    if (pop === null) return;
    offs.push(pop.on("play", follow), pop.on("pause", follow), pop.on("seeked", seeked));
  };
  /** A sketch that throws, or p5 that does not load, is the instance's `error` event; the page goes on. */
  const report = (phase: ErrorPhase, error: unknown) => {
    const pop = media();
    if (pop !== null && pop.listenerCount("error") > 0)
      pop.emit("error", { error, phase, plugin: "sketch", eventId: current.id });
    else reportUnhandled(`${phase} error in track event "${current.id ?? ""}":`, error);
  };
  const start = () => {
    const mine = ++generation;
    loadP5().then(
      (P) => {
        if (gone || mine !== generation) return;
        instance?.remove();
        instance = null;
        // The message of an earlier load that failed, if any.
        element.replaceChildren();
        const sketch = current.sketch;
        let made: P5 | null = null;
        const fail = (p: P5, phase: ErrorPhase, cause: unknown) => {
          p.noLoop();
          report(phase, cause);
        };
        try {
          // p5 may run setup inside its constructor, before `instance` is this one: the wrapper follows with `p`.
          instance = new P((p) => {
            made = p;
            sketch(p, state);
            const { setup, draw } = p;
            p.setup = () => {
              try {
                setup?.call(p);
              } catch (cause) {
                fail(p, "start", cause);
                return;
              }
              followOn(p);
            };
            if (typeof draw === "function") {
              p.draw = () => {
                try {
                  draw.call(p);
                } catch (cause) {
                  fail(p, "frame", cause);
                }
              };
            }
          }, element);
        } catch (cause) {
          // The sketch function itself threw, or p5 could not start here (no canvas).
          try {
            (made as P5 | null)?.remove();
          } catch {
            // Nothing more to release.
          }
          instance = null;
          report("start", cause);
        }
      },
      (error: PopcornError) => {
        if (gone || mine !== generation) return;
        const named = new PopcornError(error.code, error.message, {
          ...error.details,
          plugin: "sketch",
          eventId: current.id,
        });
        // Where the sketch would draw, what to install.
        element.textContent = named.message;
        report("load", named);
      },
    );
  };
  listen(current.pop);
  start();

  return {
    update(next) {
      const previous = current;
      current = next;
      if (next.pop !== previous.pop) listen(next.pop);
      if (next.sketch !== previous.sketch) start();
      else follow();
    },
    destroy() {
      gone = true;
      listen(null);
      instance?.remove();
      instance = null;
    },
  };
}

/**
 * A p5.js sketch that runs while the event is active (Popcorn's `processing`, on p5.js in instance mode): its
 * canvas is in the event's target, it reads the event's progress and the media time on each frame through its
 * `state`, its draw loop stops while the media is paused (unless `pauseWithMedia` is false), and it is removed
 * at the end. p5.js (an optional peer dependency) loads when the first sketch starts. `label` says what the
 * sketch shows, for screen readers.
 *
 * @example
 * pop.add(sketch, {
 *   start: 2, end: 12, label: "A circle that grows with the scene",
 *   sketch: (p, state) => {
 *     p.setup = () => p.createCanvas(320, 180);
 *     p.draw = () => { p.background(240); p.circle(160, 90, 20 + 140 * state.progress); };
 *   },
 * });
 */
export const sketch = /* @__PURE__ */ definePlugin({
  name: "sketch",
  manifest: {
    about: { name: "Sketch", description: "A p5.js sketch that runs while the event is active." },
    options: {
      sketch: {
        type: "function",
        label: "Sketch",
        description: "(p, state) => { p.setup = …; p.draw = … }: p5.js instance mode.",
        required: true,
      } as FunctionOption<SketchFunction> & { required: true },
      label: {
        type: "text",
        label: "Description",
        description: "What the sketch shows, for screen readers.",
        required: true,
      },
      pauseWithMedia: { type: "boolean", label: "Pause with the media", default: true },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `sketch` event. */
export type SketchOptions = InferOptions<typeof sketch.manifest>;

/**
 * A sketch's markup: `<figure class="pk-sketch">` holding the element the sketch draws its canvas into
 * (`role="img"`, named by `label`).
 */
export function sketchMarkup({ event, pop, sketch: run, label, pauseWithMedia }: MarkupProps<SketchOptions>): Markup {
  const input: SketchInput = {
    sketch: run,
    pop,
    id: event?.id,
    start: event?.start ?? 0,
    end: event?.end ?? Infinity,
    pauseWithMedia,
  };
  return el(
    "figure",
    { class: "pk-sketch" },
    el("div", { class: "pk-sketch__canvas", role: "img", "aria-label": label, mount: mount(runSketch, input) }),
  );
}

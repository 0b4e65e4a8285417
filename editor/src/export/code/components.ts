import type { OptionSpec } from "@popcorn-kit/core";
import { PLUGIN_FACTS } from "../../catalogue/facts.generated.js";
import { POPCORN_1X, type Popcorn1xMapping, type Popcorn1xTransform } from "../../catalogue/popcorn1x.generated.js";
import { CATALOGUE } from "../../plugins/catalogue.js";

/** A record of `entries` with no prototype, so that a type named `constructor` or `__proto__` finds nothing. */
function byType<T>(entries: Iterable<readonly [string, T]>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, Object.fromEntries(entries));
}

/**
 * Which component of `@popcorn-kit/react/plugins`, `@popcorn-kit/vue/plugins` and `@popcorn-kit/svelte/plugins`
 * renders each catalogue plugin (the same names in the three adapters; core's catalogue table is the source).
 * `chapter` and `cue` have none: chapters are a list the adapters' `<Chapters>` reads, and a cue's content is
 * code. Subtitles are the media's data shown by `<Captions>`, or `<Cue>`s in an outlet (see `sceneMarkup`).
 */
export const PLUGIN_COMPONENTS: Readonly<Record<string, string>> = byType(
  Object.entries(PLUGIN_FACTS).flatMap(([type, { component }]) => (component === null ? [] : [[type, component]])),
);

type Options = Readonly<Record<string, unknown>>;

/** Leaves out the keys whose value is undefined. */
function defined(options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * How a catalogue plugin's event is written with `popcorn-complete.js`'s Popcorn 1.x methods: the method, and
 * the Popcorn options that compat maps back to the same kit options. `lost` names kit options 1.x cannot say
 * (the event is still exported, and reported).
 */
export interface CompatMapping {
  readonly method: string;
  toPopcorn(options: Options): { options: Record<string, unknown>; lost: readonly string[] };
}

/**
 * Each value transform of the 1.x mapping from the kit to 1.x (compat implements the other direction; what each
 * does is in popcorn1x.generated.ts).
 */
const TO_POPCORN: Readonly<Record<Popcorn1xTransform, (value: unknown) => unknown>> = {
  // A project holds no functions, and plugins with function options are not exported (see `exported`).
  callback: () => undefined,
  called: (value) => value,
  json: (value) => value,
  license: (value) => value,
  markers: (value) => value,
  negate: (value) => (typeof value === "boolean" ? !value : value),
  timelineOrder: (value) => (value === "newest-first" ? "up" : value === "newest-last" ? "down" : undefined),
  wikipediaTitle: (value) => (typeof value === "string" ? value.split("_").join(" ").trim() : value),
};

/** What a plugin's event says in 1.x besides its one-to-one options: the options its table marks `byHand`. */
type ByHand = (o: Options) => { options?: Record<string, unknown>; lost?: readonly string[] };

const BY_HAND: Readonly<Record<string, ByHand>> = {
  // 1.x's `text` is HTML unless `escape`: the kit's `html` goes as it is, its plain `text` escaped.
  text: (o) => ({
    options: typeof o.html === "string" && o.html !== "" ? { text: o.html } : { text: o.text ?? "", escape: true },
  }),
  // 1.x's `text` is both the caption and the alternative text; the kit's `alt` and `caption`, which compat reads
  // beside it, say them apart.
  image: (o) => {
    const caption = typeof o.caption === "string" && o.caption !== "" ? o.caption : undefined;
    return { options: { text: caption ?? o.alt, caption } };
  },
  // compat reads the clip's kind from its address, and labels it with its caption.
  mediaspawner: (o) => ({ lost: o.label !== undefined && o.label !== o.caption ? ["label"] : [] }),
};

/** The libraries the HTML page loads for 1.x methods that need one: Leaflet, for maps (exportHtml's `leaflet`). */
const PAGE_LIBRARIES: ReadonlySet<string> = new Set(["leaflet"]);

const MANIFESTS = new Map(
  CATALOGUE.map((plugin) => [plugin.name, plugin.manifest.options as Record<string, OptionSpec>]),
);

/** The options of `o` besides `kept` whose values are not their plugin's defaults: what a 1.x call cannot say. */
function changed(declared: Readonly<Record<string, OptionSpec>>, o: Options, kept: ReadonlySet<string>): string[] {
  return Object.keys(o).filter(
    (key) =>
      o[key] !== undefined &&
      !kept.has(key) &&
      JSON.stringify(o[key]) !== JSON.stringify(Object.hasOwn(declared, key) ? declared[key]!.default : undefined),
  );
}

/**
 * The kit-to-1.x direction of a plugin's mapping: each one-to-one option under its 1.x name (through its value
 * transform), what its table marks `byHand` as `BY_HAND` says, and, for a method whose texts compat reads as HTML
 * as Popcorn 1.x set them (`footnote`'s `text`, `lowerthird`'s `name`...), `escape: true` when a text holds markup
 * (`<` or `&`), so that compat shows it as written: the kit's texts are text.
 */
function toPopcornWith(type: string, mapping: Popcorn1xMapping, declared: Readonly<Record<string, OptionSpec>>) {
  const values: Readonly<Record<string, Popcorn1xTransform>> = mapping.values ?? {};
  const kept = new Set([...Object.keys(mapping.options), ...(mapping.byHand ?? [])]);
  const byHand = BY_HAND[type];
  return (o: Options) => {
    const mapped: Record<string, unknown> = {};
    for (const [kit, popcorn] of Object.entries(mapping.options)) {
      const transform = values[kit];
      mapped[popcorn] = transform === undefined ? o[kit] : TO_POPCORN[transform](o[kit]);
    }
    const more = byHand?.(o);
    const options = defined({ ...mapped, ...more?.options });
    const markup = Object.values(options).some((value) => typeof value === "string" && /[<&]/.test(value));
    return {
      options: (mapping.html?.length ?? 0) > 0 && markup ? { ...options, escape: true } : options,
      lost: [...changed(declared, o, kept), ...(more?.lost ?? [])],
    };
  };
}

/**
 * Whether the HTML page can write a plugin's events with its 1.x method: the page loads the library the method
 * needs, and the plugin's one-to-one options are not functions (a project holds none: `code`, `sketch`).
 */
function exported(mapping: Popcorn1xMapping, declared: Readonly<Record<string, OptionSpec>>): boolean {
  if (mapping.library !== undefined && !PAGE_LIBRARIES.has(mapping.library)) return false;
  return Object.keys(mapping.options).every((kit) => declared[kit]?.type !== "function");
}

/**
 * The catalogue plugins the HTML export writes with compat's 1.x methods, by plugin name: each the inverse of
 * compat's mapping, from the one table both are generated from (popcorn1x.generated.ts).
 */
export const COMPAT_MAPPINGS: Readonly<Record<string, CompatMapping>> = byType(
  Object.entries(POPCORN_1X as Readonly<Record<string, Popcorn1xMapping>>).flatMap(([type, mapping]) => {
    const declared = MANIFESTS.get(type);
    if (declared === undefined || !exported(mapping, declared)) return [];
    return [[type, { method: mapping.method, toPopcorn: toPopcornWith(type, mapping, declared) }] as const];
  }),
);

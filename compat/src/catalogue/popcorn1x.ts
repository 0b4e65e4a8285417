import type { Popcorn as CorePopcorn, PluginDefinition, TrackEventView } from "@popcorn-kit/core";
import { instanceOfKit, peekState } from "../instance/state.js";
import { licenseOf, wikipediaTitle } from "./mappings.js";
import { defined, htmlOption, number, text as asText } from "./options.js";
import { POPCORN_1X, type Popcorn1xMapping, type Popcorn1xTransform } from "./popcorn1x.generated.js";
import type { CompatPlugin } from "./types.js";

type Options = Readonly<Record<string, unknown>>;

/**
 * A Popcorn 1.x `code` callback as the kit's `code` plugin calls it (with the instance last): with the instance
 * as `this` and the event's whole Popcorn options (its start, end and id too). Anything but a function (a string
 * a page passed) goes on as it is, for the kit's manifest to refuse with a `PopcornError`: nothing is ever
 * evaluated.
 */
function callback(fn: unknown, options: Options): unknown {
  if (typeof fn !== "function") return fn;
  return (view: TrackEventView, ...rest: unknown[]) => {
    const instance = instanceOfKit(rest.at(-1) as CorePopcorn);
    fn.call(instance, (instance && peekState(instance)?.events.get(view.id)) ?? options);
  };
}

/** Popcorn's mustache took a function for its template or data: the page's own, called for its value. */
function called(value: unknown): unknown {
  return typeof value === "function" ? (value as () => unknown)() : value;
}

/** Popcorn's mustache `data` as JSON text, parsed (JSON.parse evaluates nothing); anything else as given. */
function jsonData(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** openmap's markers (`{ lat, lng, text }`) as the kit's labelled markers; a page may give the kit's `label`. */
function markers(value: unknown): unknown {
  if (!Array.isArray(value)) return undefined;
  return value.map((marker: Record<string, unknown>) =>
    defined({ lat: number(marker?.lat), lng: number(marker?.lng), label: asText(marker?.text ?? marker?.label) }),
  );
}

/**
 * Each value transform of the table from 1.x to the kit, with the call's whole options (the editor's export
 * implements the other direction; what each does is in popcorn1x.generated.ts). Each runs for an option the call
 * left out too: 1.x's defaults are not always the kit's.
 */
const FROM_POPCORN: Readonly<Record<Popcorn1xTransform, (value: unknown, options: Options) => unknown>> = {
  callback,
  called,
  json: (value) => jsonData(called(value)),
  license: (value, options) => licenseOf(value, options.licenseurl),
  markers,
  negate: (value) => !value,
  timelineOrder: (value) => (value === "down" ? "newest-last" : value === "up" ? "newest-first" : undefined),
  wikipediaTitle: (value) => (typeof value === "string" ? wikipediaTitle(value) : value),
};

/**
 * What a plugin's 1.x call says besides its one-to-one options (those its table marks `byHand`, or a 1.x option the
 * kit has not): the kit options in the end, from the call's options and those read one to one.
 */
export type ByHand = (options: Options, mapped: Record<string, unknown>) => Record<string, unknown>;

/** A 1.x value read as 1.x read it for the kit option's type: numbers as texts, and texts as numbers. */
function asType(type: string | undefined, value: unknown): unknown {
  if (type === "text") return asText(value);
  if (type === "number") return number(value);
  return value;
}

/**
 * The reader of a 1.x call's options (start, end and id removed) into kit options, from the table both compat and
 * the editor's export are generated from (popcorn1x.generated.ts): each one-to-one option from its 1.x name, read
 * for its type (see `asType`), through its value transform, and as HTML where 1.x set it so (see `htmlOption`:
 * sanitized, unless the call says `escape: true`); then what `byHand` adds. It refuses nothing itself: the kit
 * plugin's manifest validates what it returns.
 */
function readerOf(mapping: Popcorn1xMapping, plugin: PluginDefinition<any, any>, byHand?: ByHand) {
  const declared = plugin.manifest.options as Readonly<Record<string, { readonly type?: string }>>;
  const values: Readonly<Record<string, Popcorn1xTransform>> = mapping.values ?? {};
  const html = new Set(mapping.html);
  return (o: Options): Record<string, unknown> => {
    const mapped: Record<string, unknown> = {};
    for (const [kit, popcorn] of Object.entries(mapping.options)) {
      const transform = values[kit];
      const value = asType(declared[kit]?.type, o[popcorn]);
      const read = transform === undefined ? value : FROM_POPCORN[transform](value, o);
      Object.assign(mapped, html.has(kit) ? htmlOption(kit, read, o.escape) : { [kit]: read });
    }
    return defined(byHand === undefined ? mapped : byHand(o, mapped));
  };
}

/**
 * The compat plugins of the kit plugin `type`: one under its 1.x method and one under each alias (`openmap` beside
 * `googlemap`), each running `plugin` (already wrapped by `withDomView`) with the table's mapping.
 */
export function fromPopcorn1x(
  type: keyof typeof POPCORN_1X,
  plugin: PluginDefinition<any, any>,
  byHand?: ByHand,
): CompatPlugin[] {
  const mapping: Popcorn1xMapping = POPCORN_1X[type];
  const fromPopcorn = readerOf(mapping, plugin, byHand);
  return [mapping.method, ...(mapping.aliases ?? [])].map((name) => ({ name, plugin, fromPopcorn }));
}

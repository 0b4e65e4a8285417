import { functionsIn, invalid } from "../util/invalid.js";
import { isObject } from "../util/objects.js";

/** The hooks an effect (`Popcorn.compose`) may add to the events that name it. */
export interface Composition {
  _setup?: (this: any, options: any) => void;
  start?: (this: any, event: unknown, options: any) => void;
  end?: (this: any, event: unknown, options: any) => void;
  frame?: (this: any, event: unknown, options: any, time: number) => void;
  _teardown?: (this: any, options: any) => void;
  manifest?: Record<string, unknown>;
}

/** `Popcorn.compositions`: the effects by name. */
export const compositions: Record<string, Composition> = Object.create(null);

const NAME = /^[A-Za-z][\w-]*$/;

/**
 * `Popcorn.compose(name, definition, manifest?)` (also `Popcorn.effect`): an effect whose hooks run with those
 * of every event that names it in its `compose` or `effect` option (`p.footnote({ ..., effect: "glow" })`),
 * after the plugin's own.
 *
 * @example
 * Popcorn.compose("glow", {
 *   start(event, options) { options._container?.classList.add("glow"); },
 *   end(event, options) { options._container?.classList.remove("glow"); },
 * });
 */
export function compose(name: string, definition: Composition, manifest?: Record<string, unknown>): void {
  if (typeof name !== "string" || !NAME.test(name)) {
    throw invalid("Popcorn.compose name", name, 'letters, digits, "-" and "_", starting with a letter');
  }
  if (!isObject(definition)) {
    throw invalid(`Popcorn.compose("${name}") definition`, definition, "an object of hooks");
  }
  functionsIn(definition, ["_setup", "start", "end", "frame", "_teardown"], `Popcorn.compose("${name}") hook`);
  compositions[name] = { ...definition, manifest: manifest ?? definition.manifest ?? {} };
}

/** The effects an event names in `compose` and `effect` (a list, or names separated by spaces). */
export function effectsOf(options: Readonly<Record<string, unknown>>): Composition[] {
  const names = [...namesIn(options.compose), ...namesIn(options.effect)];
  const found: Composition[] = [];
  for (const name of names) {
    const composition = compositions[name];
    if (composition) found.push(composition);
  }
  return found;
}

function namesIn(value: unknown): string[] {
  if (typeof value === "string") return value.split(" ").filter(Boolean);
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
}

// Methods that stand in for plugins an instance does not have: the catalogue's on popcorn.js alone (they are in
// popcorn-complete.js), and 1.x's retired ones. Each answers a call with a `PopcornError` that names the plugin and
// says what to do, where the page would otherwise get "pop.footnote is not a function".
//
// A placeholder is a plain method, so `typeof pop.footnote` is "function" and `if (pop.footnote)` is true. That is
// the one choice that lets the call itself explain: only a function can answer a call, and a getter that threw on
// reading would break `if (pop.footnote)`, `typeof` and every loop over the instance's methods instead. A page that
// asks whether a plugin is *registered* reads what 1.x kept for that, and what its own core and Popcorn Maker read:
// `Popcorn.registryByName.footnote` and `Popcorn.manifest.footnote`, which stay undefined until the plugin is
// registered.
//
// The placeholders live one step below `Popcorn.p`, on its own prototype: instances inherit them, but they are not
// `Popcorn.p`'s own methods, which 1.x's pages and suite take as the names no plugin may take. A plugin registered
// under one of these names (`Popcorn.plugin("subtitle", ...)`, the complete build) is a method of `Popcorn.p` that
// hides the placeholder, and `Popcorn.removePlugin("subtitle")` uncovers it again.
import { PopcornError } from "@popcorn-kit/core";
import { prototype } from "../instance/prototype.js";

let layer: Record<string, unknown> | undefined;

/**
 * Gives every instance a method `name` that throws a `PopcornError` (`UNKNOWN_PLUGIN`) whose message is `message`,
 * and whose details name the plugin (`plugin`, `value`) and what to do (`expected`), for as long as no plugin is
 * registered under that name. The name must be one a plugin may take (`checkName`).
 *
 * @example
 * placeholdPlugin("footnote", 'Popcorn 1.x\'s "footnote" plugin is not registered: ...', "popcorn-complete.js");
 */
export function placeholdPlugin(name: string, message: string, expected: string): void {
  if (!layer) {
    layer = {};
    Object.setPrototypeOf(prototype, layer);
  }
  layer[name] = () => {
    throw new PopcornError("UNKNOWN_PLUGIN", message, { value: name, plugin: name, expected });
  };
}

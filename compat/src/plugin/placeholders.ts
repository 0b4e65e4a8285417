// Methods that stand in for plugins an instance does not have: the catalogue's on popcorn.js alone (they are in
// popcorn-complete.js), and 1.x's retired ones. Each answers a call with a `PopcornError` that names the plugin and
// says what to do, where the page would otherwise get "pop.footnote is not a function".
//
// A placeholder is a plain method, so `typeof pop.footnote` is "function" and `if (pop.footnote)` is true. That is
// the one choice that lets the call itself explain: only a function can answer a call, and a getter that threw on
// reading would break `if (pop.footnote)`, `typeof` and every loop over the instance's methods instead. A page that
// asks whether a plugin is *registered* reads what 1.x kept for that, and what its own core and Popcorn Maker read:
// `Popcorn.registryByName.footnote` and `Popcorn.manifest.footnote`, which stay undefined until the plugin is
// registered. Registering one (`Popcorn.plugin("footnote", ...)`, the complete build) replaces its placeholder, and
// `Popcorn.removePlugin("footnote")` puts the placeholder back.
import { PopcornError } from "@popcorn-kit/core";
import { prototype } from "../instance/prototype.js";
import { pluginNamed } from "./registry.js";

/** Each placeholder's message, by the plugin's name. */
const messages = new Map<string, { readonly message: string; readonly expected: string }>();

function place(name: string): void {
  const said = messages.get(name);
  if (said === undefined || pluginNamed(name)) return;
  (prototype as Record<string, unknown>)[name] = () => {
    throw new PopcornError("UNKNOWN_PLUGIN", said.message, { value: name, plugin: name, expected: said.expected });
  };
}

/**
 * Gives every instance a method `name` that throws a `PopcornError` (`UNKNOWN_PLUGIN`) whose message is `message`,
 * and whose details name the plugin (`plugin`, `value`) and what to do (`expected`), for as long as no plugin is
 * registered under that name. The name must be one a plugin may take (`checkName`).
 *
 * @example
 * placeholdPlugin("footnote", 'Popcorn 1.x\'s "footnote" plugin is not registered: ...', "popcorn-complete.js");
 */
export function placeholdPlugin(name: string, message: string, expected: string): void {
  messages.set(name, { message, expected });
  place(name);
}

/** Puts back the placeholder of `name`, if it has one: what `Popcorn.removePlugin(name)` calls after removing it. */
export function restorePlaceholder(name: string): void {
  place(name);
}

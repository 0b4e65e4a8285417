import { PopcornError } from "@popcorn-kit/core";
import { addingFromFile } from "../dom/host.js";
import { loadParsed } from "../parsers/loadParsed.js";
import type { ParsedFile, ParsedItem } from "../parsers/types.js";
import { pluginNamed } from "../plugin/registry.js";
import { invalid } from "../util/invalid.js";
import { guard } from "../util/safely.js";
import { type InstanceState, stateOf } from "./state.js";
import { ensureRegistered } from "./trackEvents.js";
import type { PopcornInstance } from "./types.js";
import { isObject, removeFrom } from "../util/objects.js";

/** Reports what a file could not give (a bad cue, an unknown plugin) as the instance's `error` event. */
function report(state: InstanceState, error: unknown): void {
  if (!state.kit.destroyed) state.kit.emit("error", { error, phase: "load" });
}

/** Adds one parsed item: a kit event of a subtitle file as it is, Popcorn data through the plugin's method. */
function addItem(instance: PopcornInstance, state: InstanceState, item: ParsedItem): void {
  const plugin = pluginNamed(item.plugin);
  if (!plugin) {
    throw new PopcornError(
      "UNKNOWN_PLUGIN",
      `The file has events of plugin "${item.plugin}", which is not registered: load popcorn-complete.js or define it with Popcorn.plugin.`,
      { value: item.plugin, plugin: item.plugin },
    );
  }
  // A page's own plugin (one defined with Popcorn.plugin, whose hooks read Popcorn's options) takes a subtitle
  // file's lines through its method too, as in 1.x.
  if (!item.kit || !plugin.fromPopcorn) {
    instance[plugin.name](item.options);
    return;
  }
  ensureRegistered(state, plugin);
  const view = state.kit.add(plugin.kit.name, item.options as never);
  instance.data.history.push(view.id);
}

/**
 * A parser's method (`p.parseSRT(url, options?, callback?)`, or `(url, callback)`): reads the file, adds its
 * events (each with the call's options, such as `{ target: "subs" }`) and calls `callback` with what was read.
 * What a file could not give is an `error` event per problem, with its line where the format has lines; the
 * rest is added. The read has a time-out and a size limit, and `destroy()` aborts it.
 */
export function parseMethodFor(name: string) {
  return guard(name, function parseFile(this: PopcornInstance, url: unknown, second?: unknown, third?: unknown) {
    const state = stateOf(this);
    const callback = [second, third].find((value) => typeof value === "function") as
      | ((this: PopcornInstance, file: ParsedFile) => void)
      | undefined;
    const given = [second, third].find(isObject) ?? {};
    // Read now (a list as it is, for loadParsed to refuse): options that cannot be read are refused by the guard.
    const options = Array.isArray(given) ? given : { ...given };
    if (typeof url !== "string" && !(isObject(url) && typeof (url as { text?: unknown }).text === "string")) {
      throw invalid(`${name}() source`, url, "the URL of a file, or { text }");
    }
    const controller = new AbortController();
    const abort = () => controller.abort();
    state.release.push(abort);
    loadParsed(name, url as string, options as Record<string, unknown>, { signal: controller.signal })
      .then((file) => {
        if (state.kit.destroyed) return;
        for (const item of file.items) {
          try {
            addingFromFile(state.kit, () => addItem(this, state, item));
          } catch (error) {
            report(state, error);
          }
        }
        for (const error of file.errors) report(state, error);
        callback?.call(this, file);
      })
      .catch((error: unknown) => report(state, error))
      .finally(() => removeFrom(state.release, abort));
    return this;
  });
}

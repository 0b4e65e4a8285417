import type { TrackParser } from "@popcorn-kit/core";
import { applyclassEffect } from "./catalogue/applyclassEffect.js";
import { COMPLETE_PLUGINS } from "./catalogue/complete.js";
import { LIBRARY_PLUGINS } from "./catalogue/libraries.js";
import { RETIRED_PLUGINS } from "./catalogue/retired.js";
import type { CompatPlugin, RetiredPlugin } from "./catalogue/types.js";
import { bindMedia } from "./dom/host.js";
import { kitSetup } from "./instance/create.js";
import { checkName, registerKitPlugin } from "./plugin/definePopcornPlugin.js";
import { useBuiltInParse } from "./parsers/builtInParse.js";
import { vimeo, youtube } from "./players/embeds.js";
import { smart } from "./players/smart.js";
import { compose } from "./plugin/compose.js";
import { placeholdPlugin } from "./plugin/placeholders.js";
import { pluginNamed } from "./plugin/registry.js";
import { Popcorn, playerStatic } from "./popcorn.js";
import { guard } from "./util/safely.js";

let bound = false;

/**
 * Registers plugins of the kit's catalogue under their Popcorn 1.x names (`p.footnote`, `p.tagthisperson`...),
 * rendered into the page by the compat layer's DOM views: each instance made from then on knows its media
 * element, over which subtitles without a target are laid.
 */
export const installCatalogue = /* @__PURE__ */ guard("installCatalogue", (entries: readonly CompatPlugin[]): void => {
  if (!bound) {
    kitSetup.onCreate.push((kit, element) => bindMedia(kit, element));
    bound = true;
  }
  for (const entry of entries) {
    if (pluginNamed(entry.name)?.definition !== entry.plugin)
      registerKitPlugin(entry.name, entry.plugin, entry.fromPopcorn);
  }
});

/**
 * Gives every retired Popcorn 1.x plugin (twitter, flickr...) a method that says what replaces it, so that an old
 * page learns why in a clear `PopcornError` (`UNKNOWN_PLUGIN`), not from "p.twitter is not a function". A plugin
 * registered under one of these names keeps its own method.
 */
export const installRetired = /* @__PURE__ */ guard("installRetired", (retired: readonly RetiredPlugin[]): void => {
  for (const { name, replacement } of retired) {
    // Each name becomes a method of every instance.
    checkName(name, "installRetired");
    placeholdPlugin(name, `Popcorn 1.x's "${name}" plugin is not in Popcorn Kit. ${replacement}`, replacement);
  }
});

/**
 * `Popcorn.smart`, `Popcorn.youtube` and `Popcorn.vimeo`: each makes its player in the target element and returns
 * an instance on it, which destroys the player when it is destroyed. Instance options (`id`, `defaults`,
 * `frameAnimation`...) go to the instance, the rest to the player.
 */
function installPlayers(): void {
  const api = Popcorn as Record<string, unknown>;
  api.smart = playerStatic<string | readonly string[]>("Popcorn.smart", smart);
  api.youtube = playerStatic<string>("Popcorn.youtube", youtube);
  api.vimeo = playerStatic<string>("Popcorn.vimeo", vimeo);
}

/**
 * Everything Popcorn 1.x's popcorn-complete.js had that the kit can run: the catalogue under Popcorn's names
 * (with googlemap, openmap, mustache and processing, which need Leaflet, Mustache and p5), and the retired
 * plugins' explanations, the `applyclass` effect, the built-in parsers (`parseSRT`, `parseJSON`...: `parse` reads them: core's `parseLazily`,
 * which loads each format's parser when first used, in a bundle) and `Popcorn.smart`, `youtube` and `vimeo`. What
 * `@popcorn-kit/compat/complete` and the complete script-tag build run on load.
 */
export function installComplete(parse: TrackParser): void {
  useBuiltInParse(parse);
  kitSetup.parse = parse;
  installPlayers();
  installCatalogue(COMPLETE_PLUGINS);
  installCatalogue(LIBRARY_PLUGINS);
  installRetired(RETIRED_PLUGINS);
  compose("applyclass", applyclassEffect);
}

// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { mediaspawner, mediaspawnerMarkup } from "@popcorn-kit/core/plugins/mediaspawner";
import { createPlainMarkupComponent } from "../createMarkupComponent.js";

/**
 * A video or audio clip that plays while the event is active, with the main media, and pauses at its end: `<figure class="pk-mediaspawner">`. Muted by default, so that browsers let it start.
 *
 * @example
 * <MediaSpawner start={12} end={20} src="/media/interview.webm" label="The interview" from={30} />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const MediaSpawner = /* @__PURE__ */ createPlainMarkupComponent(mediaspawner, mediaspawnerMarkup);

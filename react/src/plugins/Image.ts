// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { image, imageMarkup } from "@popcorn-kit/core/plugins/image";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * An image while the event is active: `<figure class="pk-image">` with the image (`alt` is required; `""` for decoration), an optional link and caption.
 *
 * @example
 * <Image start={4} end={9} src="/media/map.png" alt="Map of the route" caption="The route in 1969" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Image = /* @__PURE__ */ createPlainMarkupComponent(image, imageMarkup);

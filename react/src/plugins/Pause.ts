// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * Pauses the media when the event starts, and plays again after `duration` seconds (0: when play is pressed). Renders nothing.
 *
 * @example
 * <Pause start={12} duration={3} />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Pause = /* @__PURE__ */ createPlainMarkupComponent(pause, () => null);

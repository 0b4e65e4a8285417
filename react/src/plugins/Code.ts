// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { code } from "@popcorn-kit/core/plugins/code";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * Runs code while the event is active: `onStart` and `onEnd` (with the event), and `onFrame` (with the event, its progress and the instance) on every frame. Renders nothing.
 *
 * @example
 * <Code start={5} end={8} onStart={() => setDark(true)} onEnd={() => setDark(false)} />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Code = /* @__PURE__ */ createPlainMarkupComponent(code, () => null);

// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { template, templateMarkup } from "@popcorn-kit/core/plugins/template";
import { createMarkupComponent } from "@popcorn-kit/react";

/**
 * A Mustache template filled with `data`, or with JSON from `url`, while the event is active: `<div class="pk-template">`, sanitized, with loading and error states. Needs the `mustache` package.
 *
 * @example
 * <Template start={2} end={8} template="<h3>{{name}}</h3>" data={{ name: "Ada" }} target="notes" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const Template = /* @__PURE__ */ createMarkupComponent(template, templateMarkup);

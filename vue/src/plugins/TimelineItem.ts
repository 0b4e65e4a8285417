// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
import { timeline, timelineMarkup } from "@popcorn-kit/core/plugins/timeline";
import { createPlainMarkupComponent } from "@popcorn-kit/vue";

/**
 * An item of a growing timeline: appears at its start and stays (`<article class="pk-timeline-item">`); the items of one outlet list newest first or last (`order`).
 *
 * @example
 * <TimelineItem :start="12" title="1911" text="The harbour opens." target="history" order="newest-first" />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const TimelineItem = /* @__PURE__ */ createPlainMarkupComponent(timeline, timelineMarkup);

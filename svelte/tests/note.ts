import { definePlugin } from "@popcorn-kit/core";

/** A plugin with one text, one html and one url option. */
export const note = definePlugin({
  name: "note",
  manifest: {
    options: {
      title: { type: "text", default: "" },
      body: { type: "html", default: "" },
      link: { type: "url", default: "/" },
    },
  },
});

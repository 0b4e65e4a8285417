import { definePlugin } from "@popcorn-kit/core";

/** A footnote: a line of text of a kind, shown while its event is active. */
export const footnote = definePlugin({
  name: "footnote",
  manifest: {
    about: { name: "Footnote", description: "A note shown beside the media." },
    options: {
      text: { type: "text", label: "Text", required: true },
      kind: { type: "select", label: "Kind", choices: ["note", "source", "warning"], default: "note" },
      target: { type: "target", label: "Target" },
    },
  },
});

import { definePlugin } from "@popcorn-kit/core";
import { createPluginComponent } from "@popcorn-kit/vue";
import { defineComponent, h } from "vue";

/** A plugin rendered as a component in the hydrated app. */
export const footnote = definePlugin({
  name: "footnote",
  manifest: { options: { text: { type: "text", required: true }, target: { type: "target" } } },
});

const FootnoteView = defineComponent({
  props: { text: { type: String, required: true } },
  setup: (props) => () => h("small", props.text),
});

export const Footnote = createPluginComponent(footnote, FootnoteView);

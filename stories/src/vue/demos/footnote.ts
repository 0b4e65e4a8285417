import { createPluginComponent } from "@popcorn-kit/vue";
import { footnote } from "../../shared/pluginComponent.js";
import FootnoteView from "./FootnoteView.vue";

/** `<Footnote :start :end text kind target />`: its props are the plugin's options, validated by the manifest. */
export const Footnote = createPluginComponent(footnote, FootnoteView);

import { definePlugin } from "@popcorn-kit/core";

/** Media URLs as Vite serves them from the test package's root: the same in the server markup and the client. */
export const media = { src: "/fixtures/media/clip.webm", vtt: "/fixtures/media/sample.vtt" };

/** A plugin rendered through `<PluginEvent>`: its view shows `text (tone)` while active. */
export const notePlugin = definePlugin({
  name: "note",
  manifest: {
    options: {
      text: { type: "text", required: true },
      tone: { type: "select", choices: ["calm", "loud"], default: "calm" },
    },
  },
});

// The optional default styles of the plugin catalogue and the captions, as a page would import them.
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import type { Preview } from "@storybook/svelte-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true, sort: "requiredFirst" },
    options: { storySort: { order: ["Showcase", "Getting started", "*"] } },
  },
};

export default preview;

import "../src/shared/waiting.js"; // a play function waits for outcomes, with a time-out that only catches a hang
// The optional default styles of the plugin catalogue and the captions, as a page would import them.
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import { DocsWithApiLink } from "../src/docs/docsContainer.js";
import type { Preview } from "@storybook/svelte-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true, sort: "requiredFirst" },
    // Every docs page links to the API reference (built into /api by `npm run build:api`).
    docs: { container: DocsWithApiLink },
    options: { storySort: { order: ["Showcase", "Getting started", "*"] } },
  },
};

export default preview;

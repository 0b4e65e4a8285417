import "../src/shared/waiting.js"; // a play function waits for outcomes, with a time-out that only catches a hang
// The optional default styles of the plugin catalogue and the captions, as a page would import them.
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import { DocsWithApiLink } from "../src/docs/docsContainer.js";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    controls: { expanded: true, sort: "requiredFirst" },
    // Every docs page links to the API reference (built into /api by `npm run build:api`).
    docs: { container: DocsWithApiLink },
    options: {
      storySort: {
        order: [
          // The site opens on the showcase; the Welcome page follows it.
          "Showcase",
          "Welcome",
          "API reference",
          "Guides",
          [
            "Timing model",
            "Writing a plugin",
            "Plugin catalogue",
            "Players",
            "Parsers",
            "Server rendering",
            "Without a framework",
            "Styling",
            "Migrating from Popcorn.js",
            "Adapters",
            "Architecture",
          ],
          "Core",
          "React",
          ["Getting started", "*"],
        ],
      },
    },
  },
};

export default preview;

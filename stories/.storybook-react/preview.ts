// The optional default styles of the plugin catalogue and the captions, as a page would import them.
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    controls: { expanded: true, sort: "requiredFirst" },
    // The site opens on the showcase; the Welcome page follows it.
    options: { storySort: { order: ["Showcase", "Welcome", "React", ["Getting started", "*"]] } },
  },
};

export default preview;

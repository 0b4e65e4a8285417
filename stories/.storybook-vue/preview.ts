import type { Preview } from "@storybook/vue3-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true, sort: "requiredFirst" },
    options: { storySort: { order: ["Getting started", "*"] } },
  },
};

export default preview;

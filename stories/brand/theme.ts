import { create } from "storybook/theming";

/**
 * The kit's look for Storybook's manager (the sidebar, toolbar and panels), the same in the React, Vue and
 * Svelte Storybooks, so that each framework's own site and the composed one look alike: the Popcorn Kit logo
 * (brand/assets/logo.svg, served at ./brand/), the kit's accent (the stylesheet's `--pk-accent`) and warm neutrals.
 * Text colours keep at least 4.5:1 on their backgrounds. brand/manager.ts applies it.
 */
export const theme = create({
  base: "light",
  brandTitle: "Popcorn Kit",
  brandUrl: "./",
  brandImage: "./brand/logo.svg",
  brandTarget: "_self",
  colorPrimary: "#d13a2a",
  colorSecondary: "#b8311f",
  appBg: "#faf6f0",
  appContentBg: "#ffffff",
  appPreviewBg: "#ffffff",
  appBorderColor: "#e8ddd0",
  appBorderRadius: 8,
  textColor: "#1f1b16",
  textInverseColor: "#ffffff",
  textMutedColor: "#6b6158",
  barTextColor: "#6b6158",
  barSelectedColor: "#b8311f",
  barHoverColor: "#b8311f",
  barBg: "#ffffff",
  buttonBg: "#ffffff",
  buttonBorder: "#e8ddd0",
  inputBg: "#ffffff",
  inputBorder: "#d9cdbf",
  inputTextColor: "#1f1b16",
  inputBorderRadius: 6,
});

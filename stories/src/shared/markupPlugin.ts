import { type InferOptions, definePlugin } from "@popcorn-kit/core";
import { type Markup, type MarkupProps, el } from "@popcorn-kit/core/markup";
import { expect, waitFor } from "storybook/test";
import { accessible } from "./accessible.js";
import { type ArgsContext, changeArgs, resetArgs } from "./changeArgs.js";
import { manifestControls } from "./manifestControls.js";
import { loadedMedia, seekMedia } from "./media.js";

/** A plugin written once for every framework: its manifest, and its markup below. */
export const callout = definePlugin({
  name: "callout",
  manifest: {
    about: { name: "Callout", description: "A titled remark, tinted by its tone." },
    options: {
      title: { type: "text", label: "Title", required: true },
      text: { type: "text", label: "Text", description: "The remark under the title.", default: "" },
      tone: { type: "select", label: "Tone", choices: ["note", "tip", "caution"], default: "note" },
      accent: { type: "color", label: "Accent", description: "The stripe's colour.", default: "#1f5fbf" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `callout` event. */
export type CalloutOptions = InferOptions<typeof callout.manifest>;

/** The callout's elements for its options: headless markup (`el`), which each framework renders natively. */
export function calloutElement({ title, text, tone, accent }: Omit<CalloutOptions, "target">): Markup {
  return el(
    "aside",
    {
      class: "callout",
      "data-tone": tone,
      "aria-label": title,
      style: { "border-inline-start": `0.4rem solid ${accent}`, padding: "0.5rem 0.75rem", "margin-top": "0.5rem" },
    },
    el("strong", {}, title),
    text === "" ? null : el("p", { style: { margin: "0.25rem 0 0" } }, text),
  );
}

/**
 * The callout's markup, the plugin's view: `createMarkupComponent(callout, calloutMarkup)` makes the same
 * component in React, Vue and Svelte.
 */
export function calloutMarkup(props: MarkupProps<CalloutOptions>): Markup {
  return calloutElement(props);
}

/** The Markup component stories' args and controls: from the callout's manifest, as every plugin story's. */
export const calloutControls = manifestControls(callout.manifest, {
  start: 1,
  end: 6,
  title: "One markup, three frameworks",
  text: "Written with el(), rendered natively by React, Vue and Svelte.",
  tone: "tip",
});

/** The callout shows at its time with its options, a changed option shows at once, and it goes at its end. */
export async function calloutPlay(context: ArgsContext<Record<string, unknown>>): Promise<void> {
  const callout = () => context.canvasElement.querySelector<HTMLElement>("aside.callout");
  let video = await loadedMedia(context.canvasElement);
  await expect(callout()).toBeNull();
  await seekMedia(video, 2);
  await waitFor(() => expect(callout()).toHaveTextContent(String(context.args.title)));
  await expect(callout()).toHaveAttribute("data-tone", "tip");
  await expect(callout()?.style.borderInlineStart).toContain("rgb(31, 95, 191)");
  await accessible(context.canvasElement);
  await changeArgs(context, { tone: "caution", title: "Changed from the controls" });
  video = await loadedMedia(context.canvasElement);
  if (video.currentTime !== 2) await seekMedia(video, 2);
  await waitFor(() => expect(callout()).toHaveTextContent("Changed from the controls"));
  await expect(callout()).toHaveAttribute("data-tone", "caution");
  await seekMedia(video, Number(context.args.end));
  await waitFor(() => expect(callout()).toBeNull());
  // In Storybook, the story is left as it opens, the callout showing.
  if (resetArgs(context)) await seekMedia(video, 2);
}

/** The args and controls of the Render markup stories: the callout's options, from its manifest, without times. */
export const renderMarkupControls = (() => {
  const { start: _start, end: _end, target: _target, ...argTypes } = calloutControls.argTypes;
  const { start: _s, end: _e, ...args } = calloutControls.args;
  return { args: args as Omit<CalloutOptions, "target">, argTypes };
})();

/** Render markup: the elements show with the options, and a changed option shows at once. */
export async function renderMarkupPlay(context: ArgsContext<Omit<CalloutOptions, "target">>): Promise<void> {
  const callout = () => context.canvasElement.querySelector<HTMLElement>("aside.callout");
  await waitFor(() => expect(callout()).toHaveTextContent(context.args.title));
  await expect(callout()).toHaveAttribute("data-tone", "tip");
  await accessible(context.canvasElement);
  await changeArgs(context, { title: "Rendered again", tone: "caution" });
  await waitFor(() => expect(callout()).toHaveTextContent("Rendered again"));
  await expect(callout()).toHaveAttribute("data-tone", "caution");
  resetArgs(context);
}

import { type InferOptions, definePlugin } from "@popcorn-kit/core";
import { type Markup, type MarkupProps, el } from "@popcorn-kit/core/markup";
import { expect, waitFor } from "storybook/test";
import { accessible } from "./accessible.js";
import { type ArgsContext, changeArgs, resetArgs } from "./changeArgs.js";
import { manifestControls } from "./manifestControls.js";
import { loadedMedia, seekMedia } from "./media.js";

/** A plugin written once for every framework: its manifest, and its markup below. */
export const remark = definePlugin({
  name: "remark",
  manifest: {
    about: { name: "Remark", description: "A titled remark, tinted by its tone." },
    options: {
      title: { type: "text", label: "Title", required: true },
      text: { type: "text", label: "Text", description: "The remark under the title.", default: "" },
      tone: { type: "select", label: "Tone", choices: ["note", "tip", "caution"], default: "note" },
      accent: { type: "color", label: "Accent", description: "The stripe's colour.", default: "#1f5fbf" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `remark` event. */
export type RemarkOptions = InferOptions<typeof remark.manifest>;

/** The remark's elements for its options: headless markup (`el`), which each framework renders natively. */
export function remarkElement({ title, text, tone, accent }: Omit<RemarkOptions, "target">): Markup {
  return el(
    "aside",
    {
      class: "remark",
      "data-tone": tone,
      "aria-label": title,
      style: { "border-inline-start": `0.4rem solid ${accent}`, padding: "0.5rem 0.75rem", "margin-top": "0.5rem" },
    },
    el("strong", {}, title),
    text === "" ? null : el("p", { style: { margin: "0.25rem 0 0" } }, text),
  );
}

/**
 * The remark's markup, the plugin's view: `createMarkupComponent(remark, remarkMarkup)` makes the same
 * component in React, Vue and Svelte.
 */
export function remarkMarkup(props: MarkupProps<RemarkOptions>): Markup {
  return remarkElement(props);
}

/** The Markup component stories' args and controls: from the remark's manifest, as every plugin story's. */
export const remarkControls = manifestControls(remark.manifest, {
  start: 1,
  end: 6,
  title: "One markup, three frameworks",
  text: "Written with el(), rendered natively by React, Vue and Svelte.",
  tone: "tip",
});

/** The remark shows at its time with its options, a changed option shows at once, and it goes at its end. */
export async function remarkPlay(context: ArgsContext<Record<string, unknown>>): Promise<void> {
  const remark = () => context.canvasElement.querySelector<HTMLElement>("aside.remark");
  let video = await loadedMedia(context.canvasElement);
  await expect(remark()).toBeNull();
  await seekMedia(video, 2);
  await waitFor(() => expect(remark()).toHaveTextContent(String(context.args.title)));
  await expect(remark()).toHaveAttribute("data-tone", "tip");
  await expect(remark()?.style.borderInlineStart).toContain("rgb(31, 95, 191)");
  await accessible(context.canvasElement);
  await changeArgs(context, { tone: "caution", title: "Changed from the controls" });
  video = await loadedMedia(context.canvasElement);
  if (video.currentTime !== 2) await seekMedia(video, 2);
  await waitFor(() => expect(remark()).toHaveTextContent("Changed from the controls"));
  await expect(remark()).toHaveAttribute("data-tone", "caution");
  await seekMedia(video, Number(context.args.end));
  await waitFor(() => expect(remark()).toBeNull());
  // In Storybook, the story is left as it opens, the remark showing.
  if (resetArgs(context)) await seekMedia(video, 2);
}

/** The args and controls of the Render markup stories: the remark's options, from its manifest, without times. */
export const renderMarkupControls = (() => {
  const { start: _start, end: _end, target: _target, ...argTypes } = remarkControls.argTypes;
  const { start: _s, end: _e, ...args } = remarkControls.args;
  return { args: args as Omit<RemarkOptions, "target">, argTypes };
})();

/** Render markup: the elements show with the options, and a changed option shows at once. */
export async function renderMarkupPlay(context: ArgsContext<Omit<RemarkOptions, "target">>): Promise<void> {
  const remark = () => context.canvasElement.querySelector<HTMLElement>("aside.remark");
  await waitFor(() => expect(remark()).toHaveTextContent(context.args.title));
  await expect(remark()).toHaveAttribute("data-tone", "tip");
  await accessible(context.canvasElement);
  await changeArgs(context, { title: "Rendered again", tone: "caution" });
  await waitFor(() => expect(remark()).toHaveTextContent("Rendered again"));
  await expect(remark()).toHaveAttribute("data-tone", "caution");
  resetArgs(context);
}

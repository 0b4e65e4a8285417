import { PopcornTarget, PopcornVideo, type PluginViewProps, createPluginComponent } from "@popcorn-kit/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { media } from "../shared/media.js";
import {
  type FootnoteArgs,
  footnote,
  footnoteArgTypes,
  footnoteArgs,
  footnotesPlay,
  inAnOutletArgs,
} from "../shared/pluginComponent.js";

const colors = { note: "#e8f0ff", source: "#eaf7ea", warning: "#fff1d6" } as const;

/** The view: receives the validated options (defaults applied) while the event is active. */
function FootnoteView({ text, kind }: PluginViewProps<{ text: string; kind: keyof typeof colors }>) {
  return (
    <aside data-kind={kind} style={{ background: colors[kind], padding: "0.5rem", marginTop: "0.5rem", width: 464 }}>
      <small>{kind}</small> {text}
    </aside>
  );
}

/** `<Footnote start end text kind target />`: its props are the plugin's options, validated by the manifest. */
const Footnote = createPluginComponent(footnote, FootnoteView);

function Demo(props: FootnoteArgs) {
  return (
    <PopcornVideo src={media.clip} poster={media.poster} controls muted width={480}>
      <Footnote {...props} />
      <PopcornTarget
        name="notes"
        aria-label="Notes"
        style={{ borderTop: "1px dashed #999", marginTop: "0.5rem", width: 480 }}
      />
    </PopcornVideo>
  );
}

const meta = {
  title: "React/Plugin component",
  component: Demo,
  args: footnoteArgs,
  argTypes: footnoteArgTypes,
} satisfies Meta<typeof Demo>;

export default meta;

/** A "Footnote" plugin made with `definePlugin`, rendered as a component with `createPluginComponent`. */
export const Footnotes: StoryObj<typeof meta> = {
  play: footnotesPlay,
};

/** The same footnote sent to an outlet by its `target` option. */
export const InAnOutlet: StoryObj<typeof meta> = { ...Footnotes, args: inAnOutletArgs };

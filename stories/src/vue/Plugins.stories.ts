import * as plugins from "@popcorn-kit/vue/plugins";
import type { Meta, StoryObj } from "@storybook/vue3-vite";
import { type Component, h } from "vue";
import { type PluginArgs, pluginStories } from "../shared/plugins.js";
import PluginStage from "./demos/PluginStage.vue";

/** A story's render: the plugin component with the story's args (bound as props), on the stage. */
function on(plugin: Component, log = false, over = false) {
  return (args: PluginArgs) => ({
    setup: () => () => h(PluginStage, { log, over }, () => h(plugin, args)),
  });
}

// No `component`: a story's controls are its plugin's options, not the stage's props.
const meta = { title: "Plugins" } satisfies Meta;

export default meta;

/** A plugin story: its args and controls come from the plugin's manifest only (`manifestControls`). */
type Story = StoryObj<PluginArgs>;

/** `<Footnote>`: a short text while the event is active. */
export const Footnote: Story = {
  args: pluginStories.Footnote.args,
  argTypes: pluginStories.Footnote.argTypes,
  render: on(plugins.Footnote),
  play: pluginStories.Footnote.play,
};

/** `<Text>`: a block of text, or of sanitized HTML (`html`). */
export const Text: Story = {
  args: pluginStories.Text.args,
  argTypes: pluginStories.Text.argTypes,
  render: on(plugins.Text),
  play: pluginStories.Text.play,
};

/** `<Image>`: an image with its alternative text, a caption and a link. */
export const Image: Story = {
  args: pluginStories.Image.args,
  argTypes: pluginStories.Image.argTypes,
  render: on(plugins.Image),
  play: pluginStories.Image.play,
};

/** `<Webpage>`: a web page in a sandboxed frame. */
export const Webpage: Story = {
  args: pluginStories.Webpage.args,
  argTypes: pluginStories.Webpage.argTypes,
  render: on(plugins.Webpage),
  play: pluginStories.Webpage.play,
};

/** `<Code>`: runs `onStart` and `onEnd` (functions: listed, with no control) at the event's times; here they write to a log. */
export const Code: Story = {
  args: pluginStories.Code.args,
  argTypes: pluginStories.Code.argTypes,
  render: on(plugins.Code, true),
  play: pluginStories.Code.play,
};

/** `<Pause>`: pauses the media at its time; `duration` plays it again after that long. */
export const Pause: Story = {
  args: pluginStories.Pause.args,
  argTypes: pluginStories.Pause.argTypes,
  render: on(plugins.Pause),
  play: pluginStories.Pause.play,
};

/** `<LowerThird>`: a name and title bar over the video. */
export const LowerThird: Story = {
  args: pluginStories.LowerThird.args,
  argTypes: pluginStories.LowerThird.argTypes,
  render: on(plugins.LowerThird),
  play: pluginStories.LowerThird.play,
};

/** `<Callout>`: a speech bubble, thought bubble or box, filling an outlet laid over the video. */
export const Callout: Story = {
  args: pluginStories.Callout.args,
  argTypes: pluginStories.Callout.argTypes,
  render: on(plugins.Callout, false, true),
  play: pluginStories.Callout.play,
};

/** `<PersonTag>`: who is on screen: a name, a picture and a link. */
export const PersonTag: Story = {
  args: pluginStories.PersonTag.args,
  argTypes: pluginStories.PersonTag.argTypes,
  render: on(plugins.PersonTag),
  play: pluginStories.PersonTag.play,
};

/** `<Attribution>`: the title, author, source and license of a work. */
export const Attribution: Story = {
  args: pluginStories.Attribution.args,
  argTypes: pluginStories.Attribution.argTypes,
  render: on(plugins.Attribution),
  play: pluginStories.Attribution.play,
};

/** `<TimelineItem>`: an item that appears at its time and stays. */
export const TimelineItem: Story = {
  args: pluginStories.TimelineItem.args,
  argTypes: pluginStories.TimelineItem.argTypes,
  render: on(plugins.TimelineItem),
  play: pluginStories.TimelineItem.play,
};

/** `<ApplyClass>`: adds classes to an outlet (here the notes below the clip) while active. */
export const ApplyClass: Story = {
  args: pluginStories.ApplyClass.args,
  argTypes: pluginStories.ApplyClass.argTypes,
  render: on(plugins.ApplyClass),
  play: pluginStories.ApplyClass.play,
};

/** `<WordRiver>`: words that flow across an outlet. */
export const WordRiver: Story = {
  args: pluginStories.WordRiver.args,
  argTypes: pluginStories.WordRiver.argTypes,
  render: on(plugins.WordRiver),
  play: pluginStories.WordRiver.play,
};

/** `<Ticker>`: a news crawl along the bottom of the video. */
export const Ticker: Story = {
  args: pluginStories.Ticker.args,
  argTypes: pluginStories.Ticker.argTypes,
  render: on(plugins.Ticker),
  play: pluginStories.Ticker.play,
};

/** `<MediaSpawner>`: a clip that plays while the event is active. */
export const MediaSpawner: Story = {
  args: pluginStories.MediaSpawner.args,
  argTypes: pluginStories.MediaSpawner.argTypes,
  render: on(plugins.MediaSpawner),
  play: pluginStories.MediaSpawner.play,
};

/** `<Template>`: a Mustache template filled with `data`. */
export const Template: Story = {
  args: pluginStories.Template.args,
  argTypes: pluginStories.Template.argTypes,
  render: on(plugins.Template),
  play: pluginStories.Template.play,
};

/** `<MapView>`: a map with markers (local tiles here, no network). */
export const MapView: Story = {
  args: pluginStories.MapView.args,
  argTypes: pluginStories.MapView.argTypes,
  render: on(plugins.MapView),
  play: pluginStories.MapView.play,
};

/** `<Wikipedia>`: an article's title and first words (a recorded answer here, no network). */
export const Wikipedia: Story = {
  args: pluginStories.Wikipedia.args,
  argTypes: pluginStories.Wikipedia.argTypes,
  render: on(plugins.Wikipedia),
  play: pluginStories.Wikipedia.play,
};

/** `<Sketch>`: a p5.js sketch drawn while the event is active. */
export const Sketch: Story = {
  args: pluginStories.Sketch.args,
  argTypes: pluginStories.Sketch.argTypes,
  render: on(plugins.Sketch),
  play: pluginStories.Sketch.play,
};

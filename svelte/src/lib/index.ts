export { default as PopcornVideo } from "./PopcornVideo.svelte";
export { default as PopcornAudio } from "./PopcornAudio.svelte";
export { default as PopcornYouTube } from "./PopcornYouTube.svelte";
export { default as PopcornVimeo } from "./PopcornVimeo.svelte";
export { default as Cue } from "./Cue.svelte";
export { default as PopcornTarget } from "./PopcornTarget.svelte";
export { default as PluginEvent } from "./PluginEvent.svelte";

export { createPluginComponent } from "./createPluginComponent.js";
export { getPopcorn, setPopcorn } from "./context.js";
export { mediaState, currentTime } from "./mediaState.js";
export { cueState } from "./cueState.js";
export {
  createPopcornInstance,
  type PopcornInstance,
  type PopcornInstanceOptions,
  type TrackSpec,
} from "./createPopcornInstance.js";
export type { PopcornSource } from "./source.js";
export type { TrackEventStore } from "./trackEventStore.js";
export type {
  PopcornMediaProps,
  PopcornVideoProps,
  PopcornAudioProps,
  PopcornYouTubeProps,
  PopcornVimeoProps,
  EmbeddedErrorProps,
  CueProps,
  CueSnippetProps,
  PopcornTargetProps,
  PluginEventProps,
  PluginComponent,
  PluginComponentProps,
  PluginViewProps,
} from "./types.js";
export { createMarkupComponent, createPlainMarkupComponent } from "./createMarkupComponent.js";
export { default as Markup } from "./Markup.svelte";
export { default as TrackEventViews } from "./TrackEventViews.svelte";
export { default as Captions } from "./Captions.svelte";
export { default as CaptionsMenu } from "./CaptionsMenu.svelte";
export { default as Chapters } from "./Chapters.svelte";
export { default as Transcript } from "./Transcript.svelte";
export { chapterState } from "./chapterState.js";

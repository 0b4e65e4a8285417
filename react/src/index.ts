export { PopcornProvider, type PopcornProviderProps } from "./PopcornProvider.js";
export {
  PopcornVideo,
  PopcornAudio,
  type PopcornVideoProps,
  type PopcornAudioProps,
  type PopcornMediaProps,
  type MediaTrack,
} from "./PopcornVideo.js";
export { PopcornYouTube, type PopcornYouTubeProps } from "./PopcornYouTube.js";
export { PopcornVimeo, type PopcornVimeoProps } from "./PopcornVimeo.js";
export { usePopcorn } from "./usePopcorn.js";
export { usePopcornInstance, type PopcornInstanceTarget } from "./usePopcornInstance.js";
export { useMediaState, useCurrentTime } from "./useMediaState.js";
export { useCue, type UseCueOptions, type CueState } from "./useCue.js";
export { Cue, type CueProps } from "./Cue.js";
export { PopcornTarget, type PopcornTargetProps } from "./PopcornTarget.js";
export { createPluginComponent, type PluginComponentProps, type PluginViewProps } from "./createPluginComponent.js";
export { createMarkupComponent, createPlainMarkupComponent } from "./createMarkupComponent.js";
export { renderMarkup } from "./renderMarkup.js";
export { TrackEventViews, type TrackEventViewsProps } from "./TrackEventViews.js";
export { Captions, type CaptionsProps } from "./Captions.js";
export { CaptionsMenu, type CaptionsMenuProps } from "./CaptionsMenu.js";
export { Chapters, useChapter, type ChaptersProps } from "./Chapters.js";
export { Transcript, type TranscriptProps } from "./Transcript.js";

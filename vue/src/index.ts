export { providePopcorn } from "./providePopcorn.js";
export { usePopcorn } from "./usePopcorn.js";
export { usePopcornInstance, type UsePopcornInstanceOptions, type PopcornTrack } from "./usePopcornInstance.js";
export { useMediaState, useCurrentTime } from "./useMediaState.js";
export { useCue, type UseCueOptions, type CueState } from "./useCue.js";
export { Cue, type CueSlotProps } from "./Cue.js";
export { PopcornTarget } from "./PopcornTarget.js";
export { PopcornVideo, PopcornAudio } from "./PopcornVideo.js";
export { createPluginComponent, type PluginComponentProps, type PluginViewProps } from "./createPluginComponent.js";

// @popcorn-kit/core/plugins/captions: the captions of subtitle tracks. Its parts, one job each, are beside this file.
export {
  captionLines,
  captionsMarkup,
  hasTimestamps,
  type CaptionsFilter,
  type CaptionsMarkupProps,
} from "./captionLines.js";
export {
  captionChoice,
  captionLanguage,
  captionLanguages,
  createCaptionState,
  shownCaptions,
  type CaptionChoiceStore,
  type CaptionLanguage,
  type CaptionSelection,
  type CaptionState,
  type CaptionStateStore,
} from "./captionLanguage.js";
export {
  captionMenuChoices,
  captionsMenuMarkup,
  languageLabel,
  type CaptionMenuChoice,
  type CaptionsMenuMarkupProps,
} from "./captionsMenu.js";

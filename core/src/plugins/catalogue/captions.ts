// @popcorn-kit/core/plugins/captions: the captions of subtitle tracks. Its parts, one job each, are in captions/.
export {
  captionLines,
  captionsMarkup,
  hasTimestamps,
  type CaptionsFilter,
  type CaptionsMarkupProps,
} from "./captions/captionLines.js";
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
} from "./captions/captionLanguage.js";
export {
  captionMenuChoices,
  captionsMenuMarkup,
  languageLabel,
  type CaptionMenuChoice,
  type CaptionsMenuMarkupProps,
} from "./captions/captionsMenu.js";

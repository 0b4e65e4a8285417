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
  type CaptionChoiceStore,
  type CaptionLanguage,
  type CaptionSelection,
} from "./captions/captionLanguage.js";
export {
  captionMenuChoices,
  captionsMenuMarkup,
  languageLabel,
  type CaptionMenuChoice,
  type CaptionsMenuMarkupProps,
} from "./captions/captionsMenu.js";

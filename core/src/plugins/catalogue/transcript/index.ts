// @popcorn-kit/core/plugins/transcript: an interactive transcript of a media's subtitle lines, for the adapters'
// Transcript components. Each job in a file of its own: which lines (transcriptLines), the words of a karaoke
// line and their times (lineWords), search (searchTranscript), the markup (transcriptMarkup), the list that
// keeps the current line in view (followCurrent), and what an instance's transcript shows, decided once for
// every adapter (transcriptState).
export { type TranscriptFilter, currentLine, transcriptLines } from "./transcriptLines.js";
export { type TranscriptWord, currentWord, hasWordTimes, lineWords } from "./lineWords.js";
export { type TranscriptMatch, searchTranscript } from "./searchTranscript.js";
export { type TranscriptMarkupProps, transcriptMarkup } from "./transcriptMarkup.js";
export {
  type TranscriptOptions,
  type TranscriptState,
  createTranscriptState,
} from "./transcriptState.js";

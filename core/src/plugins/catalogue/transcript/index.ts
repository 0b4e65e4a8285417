// @popcorn-kit/core/plugins/transcript: an interactive transcript of a media's subtitle lines, for the adapters'
// Transcript components. Each job in a file of its own: which lines (transcriptLines), the words of a karaoke
// line and their times (lineWords), search (searchTranscript), the markup (transcriptMarkup) and the list that
// keeps the current line in view (followCurrent).
export { type TranscriptFilter, currentLine, transcriptLines } from "./transcriptLines.js";
export { type TranscriptWord, currentWord, hasWordTimes, lineWords } from "./lineWords.js";
export { type TranscriptMatch, searchTranscript } from "./searchTranscript.js";
export { type TranscriptMarkupProps, transcriptMarkup } from "./transcriptMarkup.js";

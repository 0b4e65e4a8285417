export type {
  ParseError,
  ParseErrorDetails,
  ParseOptions,
  ParseResult,
  ParsedEvent,
  SubtitleFormat,
  SerializeFormat,
} from "./types.js";
export { parse } from "./parse.js";
export { detectFormat } from "./detectFormat.js";
export { serialize, type SerializeOptions } from "./serialize.js";
export type { CueNode, CueSpanNode, CueSpanType, CueTimestampNode } from "./cueNodes.js";
export { cueNodesToText } from "./cueNodes.js";
export { parseWebVTTCueText, MAX_SPAN_DEPTH } from "./webvttCueText.js";
export type { CueSettings, WebVTTRegion } from "./webvttSettings.js";
export type { WebVTTMeta } from "./webvtt.js";
export type { SsaMeta, SsaSettings } from "./ssa.js";
export type { TtmlMeta, TtmlSettings } from "./ttml.js";
export type { TtxtMeta } from "./ttxt.js";
export type { PopcornXmlMeta } from "./popcornXml.js";

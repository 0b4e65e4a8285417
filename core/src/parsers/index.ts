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
export { parseWebVTTCueText, MAX_SPAN_DEPTH } from "./webvtt/cueText.js";
export type { CueSettings, WebVTTRegion } from "./webvtt/settings.js";
export type { WebVTTMeta } from "./webvtt/read.js";
export type { SsaMeta, SsaSettings } from "./ssa/read.js";
export type { TtmlMeta, TtmlSettings } from "./ttml/read.js";
export type { TtxtMeta } from "./ttxt/read.js";
export type { PopcornXmlMeta } from "./popcornXml/read.js";

import { PopcornError, describeValue } from "../../errors/errors.js";
import type { CueNode } from "../cueNodes.js";
import type { ParsedEvent } from "../types.js";
import type { CueSettings, WebVTTRegion } from "./settings.js";
import { formatTimestamp } from "./timestamp.js";
import { writeCueLines } from "../writeCueLines.js";

/** Options of `serialize` for WebVTT. */
export interface WriteWebVTTOptions {
  /** `meta` of a WebVTT parse: its header, STYLE blocks and REGION blocks are written back. */
  meta?: Record<string, unknown>;
}

/**
 * Writes events as a WebVTT file: cue ids, timings, settings, and cue text from the `nodes` tree when there
 * is one (else the escaped `text`). No text can end its cue or start another: "&", "<" and ">" are written as
 * references, NUL as U+FFFD (as WebVTT readers read it), CRLF and lone CR as LF line breaks, and a blank line
 * (or one starting with "NOTE") gets U+200B in front (see `writeCueLines`), which the kit's WebVTT reader drops:
 * the text reads back as written, line breaks normalised to LF and NUL to U+FFFD. A cue id that holds a line
 * break or "-->", which WebVTT cannot write, is left out, and so is a setting whose value holds white space or
 * "-->" (from a hand-made event).
 * Header lines, STYLE and REGION blocks come from `options.meta` (a WebVTT parse's `meta`), less their empty
 * lines and lines with "-->" (STYLE writes "-->" as "--\>"). Regions that cues refer to but `meta` does not
 * define are written with their id alone.
 */
export function writeWebVTT(events: readonly ParsedEvent[], options: WriteWebVTTOptions = {}): string {
  const meta = options.meta ?? {};
  // Header lines go below the signature.
  const header = typeof meta.header === "string" ? blockLines(meta.header) : "";
  let out = header !== "" ? `WEBVTT\n${header}\n\n` : "WEBVTT\n\n";
  for (const style of Array.isArray(meta.styles) ? meta.styles : []) {
    if (typeof style === "string") out += `STYLE\n${blockLines(style.replaceAll("-->", "--\\>"))}\n\n`;
  }
  const regions = new Map<string, WebVTTRegion | undefined>();
  for (const region of Array.isArray(meta.regions) ? (meta.regions as WebVTTRegion[]) : [])
    regions.set(region.id, region);
  for (const event of events) {
    const region = (event.options.settings as CueSettings | undefined)?.region;
    if (isSettingValue(region) && !regions.has(region)) regions.set(region, undefined);
  }
  for (const [id, region] of regions) out += `REGION\n${blockLines(regionSettings(id, region))}\n\n`;
  for (const event of events) out += writeCue(event);
  return out;
}

function writeCue(event: ParsedEvent): string {
  if (!Number.isFinite(event.start) || !Number.isFinite(event.end)) {
    throw new PopcornError(
      "INVALID_TIME",
      `Cannot write ${describeValue(event.end)} as a WebVTT time (event ${describeValue(event.id ?? event.type)}): expected finite start and end times.`,
      {
        value: event.end,
        eventId: event.id,
        expected: "finite start and end times",
      },
    );
  }
  const id = typeof event.id === "string" && event.id !== "" && !/-->|[\r\n]/.test(event.id) ? `${event.id}\n` : "";
  const settings = writeSettings(event.options.settings as CueSettings | undefined);
  const nodes = event.options.nodes;
  // Escaped text has no "-->"; a hand-made tree's span types, classes or voices could make one with a tag's ">".
  const text = Array.isArray(nodes)
    ? writeNodes(nodes as CueNode[]).replaceAll("-->", "--&gt;")
    : escapeText(typeof event.options.text === "string" ? event.options.text : "");
  return `${id}${formatTimestamp(event.start)} --> ${formatTimestamp(event.end)}${settings}\n${writeCueLines(text.replaceAll("\0", "\uFFFD"))}\n\n`;
}

function writeSettings(settings: CueSettings | undefined): string {
  if (settings === undefined || settings === null || typeof settings !== "object") return "";
  let out = "";
  if (isSettingValue(settings.vertical)) out += ` vertical:${settings.vertical}`;
  if (typeof settings.line === "number") {
    out += ` line:${settings.line}${settings.snapToLines === false ? "%" : ""}${isSettingValue(settings.lineAlign) ? `,${settings.lineAlign}` : ""}`;
  }
  if (typeof settings.position === "number")
    out += ` position:${settings.position}%${isSettingValue(settings.positionAlign) ? `,${settings.positionAlign}` : ""}`;
  if (typeof settings.size === "number") out += ` size:${settings.size}%`;
  if (isSettingValue(settings.align)) out += ` align:${settings.align}`;
  // Last: line, size and vertical take a cue out of its region, so the region must come after them.
  if (isSettingValue(settings.region)) out += ` region:${settings.region}`;
  return out;
}

/** A setting value (or region id) that stays on the timing line and reads back: no ASCII white space, no "-->". */
function isSettingValue(value: unknown): value is string {
  return typeof value === "string" && value !== "" && !/-->|[\t\n\f\r ]/.test(value);
}

function regionSettings(id: string, region: WebVTTRegion | undefined): string {
  if (region === undefined) return `id:${id}`;
  let out = `id:${id}`;
  if (region.width !== 100) out += `\nwidth:${region.width}%`;
  if (region.lines !== 3) out += `\nlines:${region.lines}`;
  if (region.regionAnchor[0] !== 0 || region.regionAnchor[1] !== 100)
    out += `\nregionanchor:${region.regionAnchor[0]}%,${region.regionAnchor[1]}%`;
  if (region.viewportAnchor[0] !== 0 || region.viewportAnchor[1] !== 100)
    out += `\nviewportanchor:${region.viewportAnchor[0]}%,${region.viewportAnchor[1]}%`;
  if (region.scroll === "up") out += "\nscroll:up";
  return out;
}

/** Writes a cue text tree back as WebVTT cue text. */
function writeNodes(nodes: readonly CueNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += escapeText(node);
    else if (node.type === "timestamp") out += `<${formatTimestamp(node.time)}>`;
    else {
      const classes = node.classes !== undefined && node.classes.length > 0 ? `.${node.classes.join(".")}` : "";
      let annotation = "";
      if (node.type === "v" && node.voice !== undefined && node.voice !== "") annotation = writeAnnotation(node.voice);
      if (node.type === "lang" && node.lang !== undefined && node.lang !== "") annotation = writeAnnotation(node.lang);
      out += `<${node.type}${classes}${annotation}>${writeNodes(node.children)}</${node.type}>`;
    }
  }
  return out;
}

/** A voice or language annotation: escaped, a last "-" as a reference, so that the tag's ">" makes no arrow. */
function writeAnnotation(value: string): string {
  return ` ${escapeText(value).replace(/-$/, "&#45;")}`;
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The lines of a header, STYLE or REGION block, less those that would end it (empty) or start a cue ("-->"). */
function blockLines(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .filter((line) => line !== "" && !line.includes("-->"))
    .join("\n");
}

import { PopcornError, describeValue } from "../errors.js";
import type { CueNode } from "./cueNodes.js";
import type { ParsedEvent } from "./types.js";
import type { CueSettings, WebVTTRegion } from "./webvttSettings.js";
import { formatTimestamp } from "./webvttTimestamp.js";

/** Options of `serialize` for WebVTT. */
export interface WriteWebVTTOptions {
  /** `meta` of a WebVTT parse: its header, STYLE blocks and REGION blocks are written back. */
  meta?: Record<string, unknown>;
}

/**
 * Writes events as a WebVTT file: cue ids, timings, settings, and cue text from the `nodes` tree when there
 * is one (else the escaped `text`). Empty lines inside a cue's text would end the cue, so they are dropped.
 * Header lines, STYLE and REGION blocks come from `options.meta` (a WebVTT parse's `meta`). Regions that cues refer to but `meta` does not define are written with their id alone.
 */
export function writeWebVTT(events: readonly ParsedEvent[], options: WriteWebVTTOptions = {}): string {
  const meta = options.meta ?? {};
  // Header lines go below the signature; a blank line or "-->" would end the header, so those are left out.
  const header =
    typeof meta.header === "string"
      ? meta.header.split("\n").filter((line) => line.trim() !== "" && !line.includes("-->"))
      : [];
  let out = header.length > 0 ? `WEBVTT\n${header.join("\n")}\n\n` : "WEBVTT\n\n";
  for (const style of Array.isArray(meta.styles) ? meta.styles : []) {
    if (typeof style === "string") out += `STYLE\n${dropBlankLines(style.replaceAll("-->", "--\\>"))}\n\n`;
  }
  const regions = new Map<string, WebVTTRegion | undefined>();
  for (const region of Array.isArray(meta.regions) ? (meta.regions as WebVTTRegion[]) : [])
    regions.set(region.id, region);
  for (const event of events) {
    const region = (event.options.settings as CueSettings | undefined)?.region;
    if (typeof region === "string" && !regions.has(region)) regions.set(region, undefined);
  }
  for (const [id, region] of regions) out += `REGION\n${regionSettings(id, region)}\n\n`;
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
  const id =
    event.id !== undefined && event.id !== "" && !event.id.includes("-->") && !event.id.includes("\n")
      ? `${event.id}\n`
      : "";
  const settings = writeSettings(event.options.settings as CueSettings | undefined);
  const nodes = event.options.nodes;
  const text = Array.isArray(nodes)
    ? writeNodes(nodes as CueNode[])
    : escapeText(typeof event.options.text === "string" ? event.options.text : "");
  return `${id}${formatTimestamp(event.start)} --> ${formatTimestamp(event.end)}${settings}\n${dropBlankLines(text)}\n\n`;
}

function writeSettings(settings: CueSettings | undefined): string {
  if (settings === undefined || settings === null || typeof settings !== "object") return "";
  let out = "";
  if (settings.vertical !== undefined) out += ` vertical:${settings.vertical}`;
  if (typeof settings.line === "number") {
    out += ` line:${settings.line}${settings.snapToLines === false ? "%" : ""}${settings.lineAlign !== undefined ? `,${settings.lineAlign}` : ""}`;
  }
  if (typeof settings.position === "number")
    out += ` position:${settings.position}%${settings.positionAlign !== undefined ? `,${settings.positionAlign}` : ""}`;
  if (typeof settings.size === "number") out += ` size:${settings.size}%`;
  if (settings.align !== undefined) out += ` align:${settings.align}`;
  // Last: line, size and vertical take a cue out of its region, so the region must come after them.
  if (settings.region !== undefined) out += ` region:${settings.region}`;
  return out;
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
      if (node.type === "v" && node.voice !== undefined && node.voice !== "") annotation = ` ${escapeText(node.voice)}`;
      if (node.type === "lang" && node.lang !== undefined && node.lang !== "") annotation = ` ${escapeText(node.lang)}`;
      out += `<${node.type}${classes}${annotation}>${writeNodes(node.children)}</${node.type}>`;
    }
  }
  return out;
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Empty lines would end a cue (or a STYLE block) early. */
function dropBlankLines(text: string): string {
  return text.indexOf("\n") === -1
    ? text
    : text
        .split("\n")
        .filter((line) => line !== "")
        .join("\n");
}

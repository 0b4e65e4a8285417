/**
 * Cue settings of a subtitle event (the `settings` option), as the WebVTT cue settings give them. Only the
 * settings the cue sets validly are present; the rest keep their WebVTT defaults (line `auto`, position
 * `auto`, size 100, align `center`).
 */
export interface CueSettings {
  /** Vertical text: `rl` grows left, `lr` grows right. */
  vertical?: "rl" | "lr";
  /** Line offset: a line number when `snapToLines`, else a percentage of the video height. */
  line?: number;
  /** False when `line` is a percentage (`line:90%`); true for a line number. Present with `line`. */
  snapToLines?: boolean;
  /** Which part of the cue box `line` positions. */
  lineAlign?: "start" | "center" | "end";
  /** Indent, as a percentage of the video width. */
  position?: number;
  /** Which part of the cue box `position` positions. */
  positionAlign?: "line-left" | "center" | "line-right";
  /** Width of the cue box, as a percentage of the video width. */
  size?: number;
  /** Text alignment inside the cue box. */
  align?: "start" | "center" | "end" | "left" | "right";
  /** Identifier of the WebVTT region the cue shows in (see `meta.regions`). */
  region?: string;
}

/** A WebVTT region (`REGION` block), as listed in `meta.regions` of a WebVTT parse. */
export interface WebVTTRegion {
  id: string;
  /** Width, as a percentage of the video width. @default 100 */
  width: number;
  /** Height, in lines. @default 3 */
  lines: number;
  /** Point of the region (x %, y %) that sits on the viewport anchor. @default [0, 100] */
  regionAnchor: [number, number];
  /** Point of the video (x %, y %) the region anchor sits on. @default [0, 100] */
  viewportAnchor: [number, number];
  /** `up` when cues scroll up as new ones arrive. @default "none" */
  scroll: "none" | "up";
}

/**
 * Parses WebVTT cue settings from `input[start, end)` ("parse the WebVTT cue settings"): unknown and
 * malformed settings are ignored, as the spec says. Returns `undefined` when no setting applies.
 */
export function parseCueSettings(
  input: string,
  start: number,
  end: number,
  regions: ReadonlyMap<string, WebVTTRegion>,
): CueSettings | undefined {
  let settings: CueSettings | undefined;
  for (const token of splitOnSpaces(input, start, end)) {
    const colon = token.indexOf(":");
    if (colon <= 0 || colon === token.length - 1) continue;
    const name = token.slice(0, colon);
    const value = token.slice(colon + 1);
    const cue: CueSettings = settings ?? {};
    if (applySetting(cue, name, value, regions)) settings = cue;
  }
  // A later setting can take the region back out ("region:r size:50%").
  return settings !== undefined && Object.keys(settings).length > 0 ? settings : undefined;
}

function applySetting(
  cue: CueSettings,
  name: string,
  value: string,
  regions: ReadonlyMap<string, WebVTTRegion>,
): boolean {
  switch (name) {
    case "region":
      if (!regions.has(value)) {
        delete cue.region;
        return false;
      }
      cue.region = value;
      return true;
    case "vertical":
      if (value !== "rl" && value !== "lr") return false;
      cue.vertical = value;
      delete cue.region;
      return true;
    case "line":
      return applyLine(cue, value);
    case "position": {
      const comma = value.indexOf(",");
      const align = comma === -1 ? undefined : value.slice(comma + 1);
      const number = parsePercentage(comma === -1 ? value : value.slice(0, comma));
      if (number < 0) return false;
      if (align !== undefined && align !== "line-left" && align !== "center" && align !== "line-right") return false;
      cue.position = number;
      if (align !== undefined) cue.positionAlign = align;
      return true;
    }
    case "size": {
      const number = parsePercentage(value);
      if (number < 0) return false;
      cue.size = number;
      if (number !== 100) delete cue.region;
      return true;
    }
    case "align":
      if (value !== "start" && value !== "center" && value !== "end" && value !== "left" && value !== "right")
        return false;
      cue.align = value;
      return true;
    default:
      return false;
  }
}

function applyLine(cue: CueSettings, value: string): boolean {
  const comma = value.indexOf(",");
  const linepos = comma === -1 ? value : value.slice(0, comma);
  const align = comma === -1 ? undefined : value.slice(comma + 1);
  if (!/[0-9]/.test(linepos)) return false;
  const percent = linepos.endsWith("%");
  let number: number;
  if (percent) {
    number = parsePercentage(linepos);
    if (number < 0) return false;
  } else {
    // Digits, one optional leading minus, at most one dot with digits on both sides.
    if (!/^-?[0-9]+(?:\.[0-9]+)?$/.test(linepos)) return false;
    // HTML's rules for floating-point numbers: what rounds past the largest double is an error (the line
    // stays auto), and -0 is 0.
    number = Number(linepos) + 0;
    if (!Number.isFinite(number)) return false;
  }
  if (align !== undefined && align !== "start" && align !== "center" && align !== "end") return false;
  cue.line = number;
  cue.snapToLines = !percent;
  if (align !== undefined) cue.lineAlign = align;
  delete cue.region;
  return true;
}

/**
 * Parses a WebVTT percentage ("50%", "33.3%") in 0..100. Returns -1 when the text is not one.
 */
function parsePercentage(text: string): number {
  if (!/^[0-9]+(?:\.[0-9]+)?%$/.test(text)) return -1;
  const value = Number(text.slice(0, -1));
  return value <= 100 ? value : -1;
}

/** Splits `input[start, end)` on ASCII whitespace, dropping empty tokens. */
function splitOnSpaces(input: string, start: number, end: number): string[] {
  const tokens: string[] = [];
  let tokenStart = -1;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    const space = c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
    if (space) {
      if (tokenStart !== -1) tokens.push(input.slice(tokenStart, i));
      tokenStart = -1;
    } else if (tokenStart === -1) tokenStart = i;
  }
  if (tokenStart !== -1) tokens.push(input.slice(tokenStart, end));
  return tokens;
}

/** Reads a `REGION` block's settings ("collect WebVTT region settings"). */
export function parseRegion(text: string): WebVTTRegion {
  const region: WebVTTRegion = {
    id: "",
    width: 100,
    lines: 3,
    regionAnchor: [0, 100],
    viewportAnchor: [0, 100],
    scroll: "none",
  };
  for (const token of splitOnSpaces(text, 0, text.length)) {
    const colon = token.indexOf(":");
    if (colon <= 0 || colon === token.length - 1) continue;
    const name = token.slice(0, colon);
    const value = token.slice(colon + 1);
    if (name === "id") region.id = value;
    else if (name === "width") {
      const width = parsePercentage(value);
      if (width >= 0) region.width = width;
    } else if (name === "lines") {
      // Hundreds of digits read as Infinity: no number of lines, so the default stays.
      if (/^[0-9]+$/.test(value) && Number.isFinite(Number(value))) region.lines = Number(value);
    } else if (name === "regionanchor" || name === "viewportanchor") {
      const anchor = parseAnchor(value);
      if (anchor === undefined) continue;
      if (name === "regionanchor") region.regionAnchor = anchor;
      else region.viewportAnchor = anchor;
    } else if (name === "scroll" && value === "up") region.scroll = "up";
  }
  return region;
}

function parseAnchor(value: string): [number, number] | undefined {
  const comma = value.indexOf(",");
  if (comma === -1) return undefined;
  const x = parsePercentage(value.slice(0, comma));
  const y = parsePercentage(value.slice(comma + 1));
  return x < 0 || y < 0 ? undefined : [x, y];
}

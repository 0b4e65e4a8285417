import { describeValue } from "@popcorn-kit/core/adapter";
import type { IssueLog } from "./issueLog.js";
import { isPlainObject } from "./jsonValue.js";
import { LANGUAGE_TAG, OUTLET_NAME, OUTLET_PLACEMENTS, OUTLET_TRANSITIONS, isText, mediaSourceOf } from "./rules.js";
import type { Credit, Outlet, OutletBox, OutletPlacement, ProjectLayout, ProjectMedia, ProjectMeta } from "./types.js";

/** The project's meta, defaults for what is missing; a bad part is replaced by its default, with an issue. */
export function readMeta(raw: unknown, log: IssueLog): Partial<ProjectMeta> {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    log.warn("meta", `Meta ${describeValue(raw)}: expected an object { title, language, credits }; defaults are used.`);
    return {};
  }
  const meta: { -readonly [K in keyof ProjectMeta]?: ProjectMeta[K] } = {};
  if (raw.title !== undefined) {
    if (isText(raw.title, 1000)) meta.title = raw.title;
    else
      log.warn(
        "meta.title",
        `Title ${describeValue(raw.title)}: expected text of at most 1000 characters; "Untitled" is used.`,
      );
  }
  if (raw.language !== undefined) {
    if (typeof raw.language === "string" && LANGUAGE_TAG.test(raw.language)) meta.language = raw.language;
    else
      log.warn(
        "meta.language",
        `Language ${describeValue(raw.language)}: expected a BCP 47 tag such as "en" or "pt-BR"; "en" is used.`,
      );
  }
  if (raw.description !== undefined) {
    if (isText(raw.description, 100_000)) meta.description = raw.description;
    else
      log.warn(
        "meta.description",
        `Description ${describeValue(raw.description)}: expected text of at most 100000 characters; it is left out.`,
      );
  }
  if (raw.credits !== undefined) {
    if (!Array.isArray(raw.credits)) {
      log.warn(
        "meta.credits",
        `Credits ${describeValue(raw.credits)}: expected a list of { role, name }; none are kept.`,
      );
    } else {
      const credits: Credit[] = [];
      raw.credits.forEach((credit: unknown, index) => {
        if (isPlainObject(credit) && isText(credit.role, 1000) && isText(credit.name, 1000)) {
          credits.push({ role: credit.role, name: credit.name });
        } else {
          log.error(
            `meta.credits[${index}]`,
            `Credit ${describeValue(credit)}: expected { role, name } as text; it is dropped.`,
          );
        }
      });
      meta.credits = credits;
    }
  }
  return meta;
}

/** The project's media, defaults for what is missing or bad (with an issue). */
export function readMedia(raw: unknown, log: IssueLog): Partial<ProjectMedia> {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    log.warn(
      "media",
      `Media ${describeValue(raw)}: expected an object { source, duration, frameRate, trim }; defaults are used.`,
    );
    return {};
  }
  const media: { -readonly [K in keyof ProjectMedia]?: ProjectMedia[K] } = {};
  if (raw.source !== undefined && raw.source !== null) {
    const source = mediaSourceOf(raw.source);
    if (source) media.source = source;
    else {
      log.error(
        "media.source",
        `Media source ${describeValue(raw.source)}: expected { kind: "url" | "youtube" | "vimeo", url } with an http(s), relative or blob: URL, or { kind: "file", name }; no media is set.`,
      );
    }
  }
  if (raw.duration !== undefined) {
    if (isTime(raw.duration)) media.duration = raw.duration;
    else
      log.warn(
        "media.duration",
        `Duration ${describeValue(raw.duration)}: expected seconds, a finite number of at least 0; 0 (unknown) is used.`,
      );
  }
  if (raw.frameRate !== undefined) {
    if (typeof raw.frameRate === "number" && raw.frameRate > 0 && raw.frameRate <= 1000)
      media.frameRate = raw.frameRate;
    else
      log.warn(
        "media.frameRate",
        `Frame rate ${describeValue(raw.frameRate)}: expected a number above 0 and at most 1000; 30 is used.`,
      );
  }
  if (raw.trim !== undefined) media.trim = readTrim(raw.trim, log);
  return media;
}

function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function readTrim(raw: unknown, log: IssueLog): ProjectMedia["trim"] {
  if (!isPlainObject(raw)) {
    log.warn("media.trim", `Trim ${describeValue(raw)}: expected { in, out } in seconds; the whole media is used.`);
    return { in: 0, out: null };
  }
  let trimIn = 0;
  if (raw.in !== undefined) {
    if (isTime(raw.in)) trimIn = raw.in;
    else log.warn("media.trim.in", `Trim in ${describeValue(raw.in)}: expected seconds, at least 0; 0 is used.`);
  }
  let trimOut: number | null = null;
  if (raw.out !== undefined && raw.out !== null) {
    if (isTime(raw.out) && raw.out > trimIn) trimOut = raw.out;
    else
      log.warn(
        "media.trim.out",
        `Trim out ${describeValue(raw.out)}: expected seconds after the in point (${trimIn}), or null; the media's end is used.`,
      );
  }
  return { in: trimIn, out: trimOut };
}

/** The project's layout: bad outlets are dropped, boxes out of 0-100 clamped, each with an issue. */
export function readLayout(raw: unknown, log: IssueLog): ProjectLayout | undefined {
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw) || (raw.outlets !== undefined && !Array.isArray(raw.outlets))) {
    log.warn("layout", `Layout ${describeValue(raw)}: expected { outlets: [...] }; no outlet is kept.`);
    return { outlets: [] };
  }
  const outlets: Outlet[] = [];
  const names = new Set<string>();
  ((raw.outlets ?? []) as unknown[]).forEach((item, index) => {
    const outlet = readOutlet(item, `layout.outlets[${index}]`, log);
    if (outlet === undefined) return;
    if (names.has(outlet.name)) {
      log.error(
        `layout.outlets[${index}].name`,
        `Outlet name ${describeValue(outlet.name)} again: expected a name no other outlet has; this one is dropped.`,
      );
      return;
    }
    names.add(outlet.name);
    outlets.push(outlet);
  });
  return { outlets };
}

/** One outlet, or undefined after an error issue; clamps its box into 0-100 with a warning. */
export function readOutlet(raw: unknown, path: string, log: IssueLog): Outlet | undefined {
  if (!isPlainObject(raw)) {
    log.error(path, `Outlet ${describeValue(raw)}: expected { name, placement, box }; it is dropped.`);
    return undefined;
  }
  const { name, placement } = raw;
  if (typeof name !== "string" || !OUTLET_NAME.test(name)) {
    log.error(
      `${path}.name`,
      `Outlet name ${describeValue(name)}: expected a letter, then letters, digits, "-" or "_" (at most 64); the outlet is dropped.`,
    );
    return undefined;
  }
  if (!OUTLET_PLACEMENTS.includes(placement as OutletPlacement)) {
    log.error(
      `${path}.placement`,
      `Placement ${describeValue(placement)}: expected "over", "beside" or "below"; the outlet is dropped.`,
    );
    return undefined;
  }
  const box = readBox(raw.box, `${path}.box`, log);
  if (box === undefined) return undefined;
  const outlet: { -readonly [K in keyof Outlet]: Outlet[K] } = { name, placement: placement as OutletPlacement, box };
  if (raw.zIndex !== undefined) {
    if (Number.isSafeInteger(raw.zIndex)) outlet.zIndex = raw.zIndex as number;
    else log.warn(`${path}.zIndex`, `Stacking order ${describeValue(raw.zIndex)}: expected a whole number; 0 is used.`);
  }
  if (raw.transition !== undefined) {
    if (OUTLET_TRANSITIONS.includes(raw.transition as Outlet["transition"] & string))
      outlet.transition = raw.transition as Outlet["transition"];
    else
      log.warn(
        `${path}.transition`,
        `Transition ${describeValue(raw.transition)}: expected "none", "fade", "pop" or "slide"; "none" is used.`,
      );
  }
  return outlet;
}

const SIDES = ["left", "top", "width", "height"] as const;

function readBox(raw: unknown, path: string, log: IssueLog): OutletBox | undefined {
  const values = isPlainObject(raw) ? SIDES.map((side) => raw[side]) : [];
  if (values.length !== 4 || !values.every((value) => typeof value === "number" && Number.isFinite(value))) {
    log.error(
      path,
      `Box ${describeValue(raw)}: expected { left, top, width, height }, numbers in percent; the outlet is dropped.`,
    );
    return undefined;
  }
  const [left, top, width, height] = (values as number[]).map((value) => Math.min(100, Math.max(0, value))) as [
    number,
    number,
    number,
    number,
  ];
  const box = { left, top, width: Math.min(width, 100 - left), height: Math.min(height, 100 - top) };
  if (SIDES.some((side, index) => box[side] !== values[index])) {
    log.warn(
      path,
      `Box ${SIDES.map((side, index) => `${side} ${values[index]}`).join(", ")}: expected percentages from 0 to 100 that stay inside the area; clamped to ${SIDES.map((side) => `${side} ${box[side]}`).join(", ")}.`,
    );
  }
  return box;
}

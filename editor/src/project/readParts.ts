import { describeValue } from "@popcorn-kit/core/errors";
import type { IssueLog, Refused } from "./issueLog.js";
import { isPlainObject } from "./jsonValue.js";
import {
  BOX_EPSILON,
  BOX_SIDE_RULE,
  CREDIT_RULE,
  DESCRIPTION_RULE,
  DURATION_RULE,
  FRAME_RATE_RULE,
  LANGUAGE_RULE,
  MEDIA_SOURCE_EXPECTED,
  OUTLET_NAME_RULE,
  PLACEMENT_RULE,
  type Rule,
  TITLE_RULE,
  TRANSITION_RULE,
  TRIM_IN_RULE,
  Z_INDEX_RULE,
  mediaSourceOf,
  trimOutRule,
} from "./rules.js";
import type { Credit, Outlet, OutletBox, ProjectLayout, ProjectMedia, ProjectMeta } from "./types.js";

/*
 * The readers of a project's parts. Each keeps what the rules accept and reports the rest through the log: a
 * lenient log (loading a file) lists an issue and goes on with a default; a refusing log (a command, createProject)
 * throws it. One reader, so a command refuses exactly what a load would not keep.
 */

/** The fields of a project's meta. */
export const META_FIELDS = ["title", "language", "description", "credits"] as const;

/** Whether `value` passes `rule`; if not, it is refused through `log` with `severity`. */
export function passes<T>(
  rule: Rule<T>,
  value: unknown,
  log: IssueLog,
  severity: "error" | "warning",
  refused: Omit<Refused, "value" | "expected">,
): value is T {
  if (rule.test(value)) return true;
  log.refuse(severity, { ...refused, value, expected: rule.expected });
  return false;
}

/** The project's meta, defaults for what is missing; a bad part is replaced by its default, with an issue. */
export function readMeta(raw: unknown, log: IssueLog): Partial<ProjectMeta> {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    log.refuse("warning", {
      path: "meta",
      subject: "Meta",
      value: raw,
      expected: "an object { title, language, description, credits }",
      outcome: "defaults are used",
    });
    return {};
  }
  // Each field read once: what is checked is what is kept.
  const { title, language, description, credits } = raw;
  const meta: { -readonly [K in keyof ProjectMeta]?: ProjectMeta[K] } = {};
  const at = (path: string, subject: string, outcome: string) => ({ path: `meta.${path}`, subject, outcome });
  if (title !== undefined && passes(TITLE_RULE, title, log, "warning", at("title", "Title", '"Untitled" is used')))
    meta.title = title;
  if (
    language !== undefined &&
    passes(LANGUAGE_RULE, language, log, "warning", at("language", "Language", '"en" is used'))
  )
    meta.language = language;
  if (
    description !== undefined &&
    passes(DESCRIPTION_RULE, description, log, "warning", at("description", "Description", "it is left out"))
  )
    meta.description = description;
  if (credits !== undefined) {
    if (!Array.isArray(credits)) {
      log.refuse("warning", {
        ...at("credits", "Credits", "none are kept"),
        value: credits,
        expected: "a list of { role, name }",
      });
    } else {
      const kept: Credit[] = [];
      credits.forEach((credit: unknown, index) => {
        const read = isPlainObject(credit) ? { role: credit.role, name: credit.name } : credit;
        if (passes(CREDIT_RULE, read, log, "error", at(`credits[${index}]`, "Credit", "it is dropped")))
          kept.push(read);
      });
      meta.credits = kept;
    }
  }
  return meta;
}

/** The project's media, defaults for what is missing or bad (with an issue). */
export function readMedia(raw: unknown, log: IssueLog): Partial<ProjectMedia> {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    log.refuse("warning", {
      path: "media",
      subject: "Media",
      value: raw,
      expected: "an object { source, duration, frameRate, trim }",
      outcome: "defaults are used",
    });
    return {};
  }
  const { source, duration, frameRate, trim } = raw;
  const media: { -readonly [K in keyof ProjectMedia]?: ProjectMedia[K] } = {};
  if (source === null) media.source = null;
  else if (source !== undefined) {
    const kept = mediaSourceOf(source);
    if (kept) media.source = kept;
    else {
      log.refuse("error", {
        path: "media.source",
        subject: "Media source",
        value: source,
        expected: MEDIA_SOURCE_EXPECTED,
        outcome: "no media is set",
      });
    }
  }
  if (
    duration !== undefined &&
    passes(DURATION_RULE, duration, log, "warning", {
      path: "media.duration",
      subject: "Media duration",
      outcome: "0 (unknown) is used",
      code: "INVALID_TIME",
    })
  )
    media.duration = duration;
  if (
    frameRate !== undefined &&
    passes(FRAME_RATE_RULE, frameRate, log, "warning", {
      path: "media.frameRate",
      subject: "Media frame rate",
      outcome: "30 is used",
    })
  )
    media.frameRate = frameRate;
  if (trim !== undefined) media.trim = readTrim(trim, log);
  return media;
}

function readTrim(raw: unknown, log: IssueLog): ProjectMedia["trim"] {
  if (!isPlainObject(raw)) {
    log.refuse("warning", {
      path: "media.trim",
      subject: "Trim",
      value: raw,
      expected: "{ in, out } in seconds",
      outcome: "the whole media is used",
      code: "INVALID_TIME",
    });
    return { in: 0, out: null };
  }
  const { in: given, out } = raw;
  const trimIn =
    given !== undefined &&
    passes(TRIM_IN_RULE, given, log, "warning", {
      path: "media.trim.in",
      subject: "Trim in",
      outcome: "0 is used",
      code: "INVALID_TIME",
    })
      ? given
      : 0;
  const trimOut =
    out !== undefined &&
    out !== null &&
    passes(trimOutRule(trimIn), out, log, "warning", {
      path: "media.trim.out",
      subject: "Trim out",
      outcome: "the media's end is used",
      code: "INVALID_TIME",
    })
      ? out
      : null;
  return { in: trimIn, out: trimOut };
}

/** The project's layout: bad outlets are dropped, boxes out of 0-100 clamped, each with an issue. */
export function readLayout(raw: unknown, log: IssueLog): ProjectLayout | undefined {
  if (raw === undefined) return undefined;
  const given = isPlainObject(raw) ? raw.outlets : undefined;
  if (!isPlainObject(raw) || (given !== undefined && !Array.isArray(given))) {
    log.refuse("warning", {
      path: "layout",
      subject: "Layout",
      value: raw,
      expected: "{ outlets: [...] }",
      outcome: "no outlet is kept",
    });
    return { outlets: [] };
  }
  const outlets: Outlet[] = [];
  const names = new Set<string>();
  ((given ?? []) as unknown[]).forEach((item, index) => {
    const outlet = readOutlet(item, `layout.outlets[${index}]`, log);
    if (outlet === undefined) return;
    if (names.has(outlet.name)) {
      log.refuse("error", {
        path: `layout.outlets[${index}].name`,
        subject: "Outlet name",
        value: outlet.name,
        expected: "a name no other outlet of the layout has",
        outcome: "this one is dropped",
        code: "DUPLICATE_ID",
      });
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
    log.refuse("error", {
      path,
      subject: "Outlet",
      value: raw,
      expected: "{ name, placement, box }",
      outcome: "it is dropped",
    });
    return undefined;
  }
  const { name, placement, box: givenBox, zIndex, transition } = raw;
  const dropped = { outcome: "the outlet is dropped" };
  if (!passes(OUTLET_NAME_RULE, name, log, "error", { path: `${path}.name`, subject: "Outlet name", ...dropped }))
    return undefined;
  const subject = `Outlet ${describeValue(name)}`;
  if (
    !passes(PLACEMENT_RULE, placement, log, "error", {
      path: `${path}.placement`,
      subject: `${subject} placement`,
      ...dropped,
    })
  )
    return undefined;
  const box = readBox(givenBox, `${path}.box`, subject, log);
  if (box === undefined) return undefined;
  const outlet: { -readonly [K in keyof Outlet]: Outlet[K] } = { name, placement, box };
  if (
    zIndex !== undefined &&
    passes(Z_INDEX_RULE, zIndex, log, "warning", {
      path: `${path}.zIndex`,
      subject: `${subject} stacking order`,
      outcome: "0 is used",
    })
  )
    outlet.zIndex = zIndex;
  if (
    transition !== undefined &&
    passes(TRANSITION_RULE, transition, log, "warning", {
      path: `${path}.transition`,
      subject: `${subject} transition`,
      outcome: '"none" is used',
    })
  )
    outlet.transition = transition;
  return outlet;
}

const SIDES = ["left", "top", "width", "height"] as const;

const INSIDE =
  "a percentage from 0 to 100 that keeps the box inside its area (left + width and top + height at most 100)";

/**
 * An outlet's box: each side a number, clamped into 0-100 and so that the box stays inside its area (with a
 * warning that names the first side clamped); undefined after an error when a side is not a number.
 */
function readBox(raw: unknown, path: string, subject: string, log: IssueLog): OutletBox | undefined {
  const given = isPlainObject(raw) ? { left: raw.left, top: raw.top, width: raw.width, height: raw.height } : undefined;
  if (given === undefined) {
    log.refuse("error", {
      path,
      subject: `${subject} box`,
      value: raw,
      expected: "{ left, top, width, height }, numbers in percent",
      outcome: "the outlet is dropped",
    });
    return undefined;
  }
  for (const side of SIDES) {
    if (
      !passes(BOX_SIDE_RULE, given[side], log, "error", {
        path,
        subject: `${subject} box.${side}`,
        outcome: "the outlet is dropped",
      })
    )
      return undefined;
  }
  const values = given as OutletBox;
  const [left, top, width, height] = SIDES.map((side) => Math.min(100, Math.max(0, values[side]))) as [
    number,
    number,
    number,
    number,
  ];
  // A box that reaches past the edge by a rounding error is inside: a drag to the edge can sum to 100.00000000000001.
  const box: OutletBox = {
    left,
    top,
    width: left + width <= 100 + BOX_EPSILON ? width : 100 - left,
    height: top + height <= 100 + BOX_EPSILON ? height : 100 - top,
  };
  const clamped = SIDES.find((side) => box[side] !== values[side]);
  if (clamped !== undefined) {
    log.refuse("warning", {
      path,
      subject: `${subject} box.${clamped}`,
      value: values[clamped],
      expected: INSIDE,
      outcome: `the box is clamped to ${SIDES.map((side) => `${side} ${box[side]}`).join(", ")}`,
    });
  }
  return box;
}

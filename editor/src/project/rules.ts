import { type PopcornErrorCode, isSafeUrl } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { classifyMediaAddress } from "../io/mediaAddress.js";
import { isPlainObject } from "./jsonValue.js";
import type { Credit, Outlet, OutletPlacement, ProjectMediaSource } from "./types.js";

/*
 * What a project's values may be, in one place: loading a file (readParts.ts, readLanes.ts, readEvent.ts), making
 * a project (createProject.ts), the commands (projectCommands.ts, eventCommands.ts) and the exports (export/code)
 * all check against these. A loader keeps a value a rule accepts and replaces or drops one it refuses; a command
 * refuses the same value with a PopcornError whose `expected` is the rule's. So an edit never holds what a reload
 * would drop.
 */

/** A rule for one value: the test, and what it accepts in words (the end of every message that refuses it). */
export interface Rule<T> {
  /** Whether the value is accepted. Never throws: it reads nothing but the value itself. */
  readonly test: (value: unknown) => value is T;
  /** What is accepted, as a message ends: `expected ${expected}`. */
  readonly expected: string;
}

/** An outlet's name: a letter, then letters, digits, `-` and `_`; at most 64. */
export const OUTLET_NAME = /^[A-Za-z][\w-]{0,63}$/;

/** Where an outlet may sit. */
export const OUTLET_PLACEMENTS: readonly OutletPlacement[] = ["over", "beside", "below"];

/** How an outlet's content may come and go. */
export const OUTLET_TRANSITIONS: readonly NonNullable<Outlet["transition"]>[] = ["none", "fade", "pop", "slide"];

/** A BCP 47 language tag, as far as a form needs to tell one: `en`, `pt-BR`, `zh-Hant-TW`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,8}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Letters, digits, "_", ".", ":", "-", "/" and "@": every plugin name the kit and its users write.
const TYPE = /^[\w.:/@-]{1,100}$/;

/** A string of at most `max` code units without control characters (tab and line breaks aside). */
export function isText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max && !CONTROL.test(value);
}

function textRule(min: 0 | 1, max: number): Rule<string> {
  return {
    test: (value): value is string => isText(value, max) && value.length >= min,
    expected: `text of ${min === 0 ? "at most" : "1 to"} ${max} characters without control characters`,
  };
}

/** A finite number of seconds, at least 0. */
function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** A project's, a lane's or an event's id: text of 1 to 200 characters. */
export const ID_RULE: Rule<string> = textRule(1, 200);

/** A project's title. */
export const TITLE_RULE: Rule<string> = textRule(0, 1000);

/** A project's description. */
export const DESCRIPTION_RULE: Rule<string> = textRule(0, 100_000);

/** A project's language. */
export const LANGUAGE_RULE: Rule<string> = {
  test: (value): value is string => typeof value === "string" && LANGUAGE_TAG.test(value),
  expected: 'a BCP 47 language tag such as "en" or "pt-BR"',
};

/** A credit's role or name. */
export const CREDIT_TEXT_RULE: Rule<string> = textRule(0, 1000);

/** A credit line: `{ role, name }`, both text of at most 1000 characters. */
export const CREDIT_RULE: Rule<Credit> = {
  test: (value): value is Credit =>
    isPlainObject(value) && CREDIT_TEXT_RULE.test(value.role) && CREDIT_TEXT_RULE.test(value.name),
  expected: `{ role, name }, each ${CREDIT_TEXT_RULE.expected}`,
};

/** A lane's name. */
export const LANE_NAME_RULE: Rule<string> = textRule(0, 1000);

/** The media's duration: seconds, 0 while unknown. */
export const DURATION_RULE: Rule<number> = {
  test: isTime,
  expected: "seconds, a finite number of at least 0 (0 while unknown)",
};

/** The media's frame rate. */
export const FRAME_RATE_RULE: Rule<number> = {
  test: (value): value is number => typeof value === "number" && value > 0 && value <= 1000,
  expected: "a number of frames per second above 0 and at most 1000",
};

/** The trim's in point. */
export const TRIM_IN_RULE: Rule<number> = { test: isTime, expected: "seconds, at least 0" };

/** The trim's out point (null: the media's end), after the in point `trimIn`. */
export function trimOutRule(trimIn: number): Rule<number | null> {
  return {
    test: (value): value is number | null => value === null || (isTime(value) && value > trimIn),
    expected: `seconds after the in point (${trimIn}), or null`,
  };
}

/** An outlet's name. */
export const OUTLET_NAME_RULE: Rule<string> = {
  test: (value): value is string => typeof value === "string" && OUTLET_NAME.test(value),
  expected: 'a letter, then letters, digits, "-" or "_" (at most 64)',
};

/** An outlet's placement. */
export const PLACEMENT_RULE: Rule<OutletPlacement> = {
  test: (value): value is OutletPlacement => OUTLET_PLACEMENTS.includes(value as OutletPlacement),
  expected: '"over", "beside" or "below"',
};

/** An outlet's transition. */
export const TRANSITION_RULE: Rule<NonNullable<Outlet["transition"]>> = {
  test: (value): value is NonNullable<Outlet["transition"]> =>
    OUTLET_TRANSITIONS.includes(value as NonNullable<Outlet["transition"]>),
  expected: '"none", "fade", "pop" or "slide"',
};

/** An outlet's stacking order. */
export const Z_INDEX_RULE: Rule<number> = {
  test: (value): value is number => Number.isSafeInteger(value),
  expected: "a whole number",
};

/** One side of an outlet's box before it is placed in the area: a finite number (of percent). */
export const BOX_SIDE_RULE: Rule<number> = {
  test: (value): value is number => typeof value === "number" && Number.isFinite(value),
  expected: "a number in percent",
};

/**
 * How far past the area's edge a box may reach and still be kept as it is: a box dragged to the edge can end at
 * 100.00000000000001 after floating-point sums, which is the edge.
 */
export const BOX_EPSILON = 1e-9;

/** An event's type: a plugin name. */
export const EVENT_TYPE_RULE: Rule<string> = {
  test: (value): value is string => typeof value === "string" && TYPE.test(value),
  expected: 'a plugin name (letters, digits, "-", "_", ".", ":", "/" or "@", at most 100)',
};

/** What a media source may be, in words. */
export const MEDIA_SOURCE_EXPECTED =
  '{ kind: "url" | "youtube" | "vimeo", url } with an http(s), relative or blob: URL (a media file\'s, not a page of a site such as SoundCloud), or { kind: "file", name }';

/**
 * A media source as a project may hold it, or undefined: a file by a name, or a URL (media, YouTube, Vimeo) that
 * is http(s), relative or `blob:` (the kit's safe URLs for media; `javascript:` and other schemes are refused), and
 * for a URL, not the page of a site that is not media (`classifyMediaAddress`).
 */
export function mediaSourceOf(raw: unknown): ProjectMediaSource | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  // Each field read once: what is checked is what is kept.
  const { kind, name, mimeType, url: given } = raw as Record<string, unknown>;
  if (kind === "file") {
    if (!isText(name, 1000) || name.trim() === "") return undefined;
    if (mimeType !== undefined && !isText(mimeType, 255)) return undefined;
    return mimeType === undefined ? { kind: "file", name } : { kind: "file", name, mimeType };
  }
  if (kind !== "url" && kind !== "youtube" && kind !== "vimeo") return undefined;
  const url = typeof given === "string" ? given.trim() : "";
  if (url === "" || !isText(url, 2048) || !isSafeUrl(url, "media")) return undefined;
  // A page of a site that is not media (SoundCloud, Spotify...) would give a black stage: the rule every way in shares.
  if (kind === "url" && classifyMediaAddress(url).kind === "refused") return undefined;
  return { kind, url };
}

/** `value` when `rule` accepts it, else a `PopcornError` refusing it as `subject` with the rule's `expected`. */
export function checkRule<T>(
  rule: Rule<T>,
  subject: string,
  value: unknown,
  code: PopcornErrorCode = "INVALID_OPTION",
): T {
  if (!rule.test(value)) throw refusal(code, subject, value, rule.expected);
  return value;
}

import { isSafeUrl } from "@popcorn-kit/core";
import type { OutletPlacement, Outlet, ProjectMediaSource } from "./types.js";

/*
 * What a project's values may be, in one place: loading a file (readParts.ts), the commands (projectCommands.ts)
 * and the exports (export/code) all check against these.
 */

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

/** A string of at most `max` code units without control characters (tab and line breaks aside). */
export function isText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max && !CONTROL.test(value);
}

/**
 * A media source as a project may hold it, or undefined: a file by a name, or a URL (media, YouTube, Vimeo) that
 * is http(s), relative or `blob:` (the kit's safe URLs for media; `javascript:` and other schemes are refused).
 */
export function mediaSourceOf(raw: unknown): ProjectMediaSource | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  if (source.kind === "file") {
    if (!isText(source.name, 1000) || source.name.trim() === "") return undefined;
    if (source.mimeType !== undefined && !isText(source.mimeType, 255)) return undefined;
    return source.mimeType === undefined
      ? { kind: "file", name: source.name }
      : { kind: "file", name: source.name, mimeType: source.mimeType };
  }
  if (source.kind !== "url" && source.kind !== "youtube" && source.kind !== "vimeo") return undefined;
  const url = typeof source.url === "string" ? source.url.trim() : "";
  if (url === "" || !isText(url, 2048) || !isSafeUrl(url, "media")) return undefined;
  return { kind: source.kind, url };
}

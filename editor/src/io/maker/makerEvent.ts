import { describeValue } from "@popcorn-kit/core/errors";
import { pathKey } from "../../project/jsonValue.js";

/** What became of one option of a Popcorn Maker event that is reported: where, why, and whether it was dropped. */
export interface MakerNote {
  /** Below the event's `popcornOptions`: `.sound`, `.fontDecorations.underline`. */
  readonly path: string;
  readonly reason: string;
  /** "error" when the option is dropped, "warning" when it is kept otherwise than the file gives it. */
  readonly severity: "error" | "warning";
}

/**
 * Popcorn Maker's bookkeeping keys: Butter's names for the event (`id`, `name`) and its internal state (any key
 * starting with `_`, such as `_natives`, `_id`). They have no visible effect: read as nothing to keep, never
 * reported.
 */
export const MAKER_BOOKKEEPING_KEYS: ReadonlySet<string> = new Set(["id", "name"]);

/** Whether `key` is one of Popcorn Maker's bookkeeping keys (see `MAKER_BOOKKEEPING_KEYS`). */
export function isBookkeeping(key: string): boolean {
  return MAKER_BOOKKEEPING_KEYS.has(key) || key.startsWith("_");
}

/** A number Popcorn Maker wrote as a number or as text (`"50"`, `"50%"`), or undefined. */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.length > 100) return undefined;
  const text = value.trim();
  const n = Number(text.endsWith("%") ? text.slice(0, -1) : text);
  return text === "" || !Number.isFinite(n) ? undefined : n;
}

/**
 * A value with nothing to keep: absent, null, empty text or `false` (Butter writes an option that is off or
 * empty so: `"linkUrl": ""`, `"sound": false`).
 */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || value === false;
}

/**
 * One Popcorn Maker event being mapped onto a kit plugin: the options read from the file (`given`, a copy), the
 * kit options made of them, which Maker options were read (turned into kit options, or with nothing to keep),
 * and the notes on those reported. Every Maker option ends up read or reported, or the importer reports it as
 * not supported.
 */
export class MakerEvent {
  /** The kit options made so far. */
  readonly options: Record<string, unknown> = {};
  /** The Maker options read. */
  readonly used = new Set<string>();
  readonly notes: MakerNote[] = [];
  /** The Maker option each kit option was made from, for reporting a kit option its plugin refuses. */
  readonly sources = new Map<string, string>();

  constructor(
    /** How messages name the event's type: `Popup`, `Map`. */
    readonly label: string,
    readonly given: Readonly<Record<string, unknown>>,
  ) {}

  /** Reads a Maker option, marking it read. */
  get(key: string): unknown {
    this.used.add(key);
    return Object.hasOwn(this.given, key) ? this.given[key] : undefined;
  }

  /** Sets a kit option made of the Maker option `from`; an undefined value sets nothing. */
  set(name: string, value: unknown, from: string): void {
    if (value === undefined) return;
    this.options[name] = value;
    this.sources.set(name, from);
  }

  /** Reports the Maker option at `path` (below `popcornOptions`), of value `value`, as dropped, saying why. */
  drop(key: string, value: unknown, why = "not supported: dropped", path = pathKey(key)): void {
    this.used.add(key);
    this.notes.push({ path, severity: "error", reason: this.#reason(path, value, why) });
  }

  /** Reports the Maker option `key` as kept otherwise than the file gives it, saying how. */
  warn(key: string, value: unknown, how: string, path = pathKey(key)): void {
    this.used.add(key);
    this.notes.push({ path, severity: "warning", reason: this.#reason(path, value, how) });
  }

  #reason(path: string, value: unknown, what: string): string {
    return `${this.label} option ${JSON.stringify(path.replace(/^\./, ""))} is ${describeValue(value)}: ${what}.`;
  }
}

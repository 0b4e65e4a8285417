import { PopcornError, type PopcornErrorCode } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";
import type { ProjectIssue } from "./types.js";

/** The most issues one load or import lists; the next says that more were left out. */
export const MAX_ISSUES = 1000;

/** A value a rule refuses, where it was met, and what a lenient reading does instead. */
export interface Refused {
  /** Where, in the input: `meta.title`, `lanes[2].events[5].id`. */
  readonly path: string;
  /** What the value is, as the message starts: `Title`, `Lane name`. */
  readonly subject: string;
  readonly value: unknown;
  /** What is accepted, in words (a rule's `expected`). */
  readonly expected: string;
  /** What a lenient reading does instead, after a semicolon: `"Untitled" is used`, `it is dropped`. */
  readonly outcome: string;
  /** The code of the PopcornError a strict reading throws. @default "INVALID_OPTION" */
  readonly code?: PopcornErrorCode;
}

/**
 * Collects the issues of one load or import, at most `MAX_ISSUES` of them (a file of garbage gives millions). The
 * same readers run with a strict log (`createRefusingLog`) where a caller's argument is checked: every issue is
 * then a PopcornError, so that a command refuses exactly what a load would not keep.
 */
export interface IssueLog {
  readonly issues: ProjectIssue[];
  /** Something dropped: `path` names it in the input, `reason` names the value and what is accepted. */
  error(path: string, reason: string, cause?: unknown): void;
  /** Something changed: a default, a clamp, a new id. */
  warn(path: string, reason: string, cause?: unknown): void;
  /** A value a rule refuses, dropped (severity "error") or replaced (severity "warning"). */
  refuse(severity: ProjectIssue["severity"], refused: Refused): void;
  /** A warning about what is kept as it is (an event of a plugin type the editor has no definition for). */
  note(path: string, reason: string): void;
  /**
   * A change a lenient reading makes without listing it (an id given as a number becomes text, a lane's events
   * are put in order): nothing in a lenient log, a refusal in a strict one.
   */
  adjust(refused: Omit<Refused, "outcome">): void;
}

/** A new issue log. */
export function createIssueLog(): IssueLog {
  const issues: ProjectIssue[] = [];
  const add = (path: string, reason: () => string, severity: ProjectIssue["severity"]): void => {
    // Past the cap, no message is built: a file of a million bad cues costs no million strings.
    if (issues.length < MAX_ISSUES) issues.push({ path, reason: reason(), severity });
    else if (issues.length === MAX_ISSUES) {
      issues.push({ path, reason: `More than ${MAX_ISSUES} issues: the rest are not listed.`, severity: "error" });
    }
  };
  return {
    issues,
    error: (path, reason) => add(path, () => reason, "error"),
    warn: (path, reason) => add(path, () => reason, "warning"),
    refuse: (severity, refused) =>
      add(
        refused.path,
        () => `${refused.subject} ${describeValue(refused.value)}: expected ${refused.expected}; ${refused.outcome}.`,
        severity,
      ),
    note: (path, reason) => add(path, () => reason, "warning"),
    adjust: () => {},
  };
}

/**
 * A log that throws at the first issue: a PopcornError that refuses the value (with `code` and `expected` from
 * the refusal), or the PopcornError the issue came from. `where` starts every message (`createProject()`), and
 * the issue's path follows it. Notes (what is kept as it is) pass.
 */
export function createRefusingLog(where?: string): IssueLog {
  const subject = (path: string, what: string) => (where === undefined ? what : `${where} ${path}: ${what}`);
  const fail = (path: string, reason: string, cause?: unknown): never => {
    if (cause instanceof PopcornError) throw cause;
    throw new PopcornError("INVALID_OPTION", where === undefined ? reason : `${where} ${path}: ${reason}`, { cause });
  };
  const refuse = (refused: Omit<Refused, "outcome">): never => {
    throw refusal(
      refused.code ?? "INVALID_OPTION",
      subject(refused.path, refused.subject),
      refused.value,
      refused.expected,
    );
  };
  return {
    issues: [],
    error: fail,
    warn: fail,
    refuse: (_, refused) => refuse(refused),
    note: () => {},
    adjust: refuse,
  };
}

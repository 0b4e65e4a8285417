import { refusal } from "@popcorn-kit/core/errors";

/** A stretch of time in seconds: `start <= end`. A point (`start === end`) is a span too. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Throws unless `span` has finite times with `start <= end`; `where` names the caller in the message. */
export function checkSpan(span: Span, where: string): void {
  if (typeof span !== "object" || span === null) {
    throw refusal("INVALID_TIME", `${where}: the span`, span, "an object { start, end } in seconds");
  }
  const { start, end } = span;
  if (typeof start !== "number" || !Number.isFinite(start)) {
    throw refusal("INVALID_TIME", `${where}: the span's start`, start, "a finite number of seconds");
  }
  if (typeof end !== "number" || !Number.isFinite(end) || end < start) {
    throw refusal(
      "INVALID_TIME",
      `${where}: the span's end`,
      end,
      `a finite number of seconds, at least its start (${start})`,
    );
  }
}

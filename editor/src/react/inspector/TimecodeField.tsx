import { formatTime, toSeconds } from "@popcorn-kit/core";
import { type ReactNode, useEffect, useState } from "react";
import { describeError } from "../format.js";
import { Field, describedBy, useFieldIds } from "./Field.js";

/** Props of {@link TimecodeField}. */
export interface TimecodeFieldProps {
  readonly label: string;
  /** The stored time, in seconds. */
  readonly value: number;
  /** The media's frame rate, for SMPTE timecodes. */
  readonly frameRate: number;
  /** Writes a time; throws (a `PopcornError`, or an `Error` with a sentence) to refuse it. */
  readonly onCommit: (seconds: number) => void;
  readonly help?: string;
}

/** Reads a timecode as typed (`01:02.500`, `62.5`, `1:02`, `62.5s`); throws a sentence naming what is accepted. */
export function parseTimecode(text: string, frameRate: number): number {
  const seconds = toSeconds(text.trim(), frameRate);
  if (seconds < 0) throw new Error(`${JSON.stringify(text)} is before the start: expected a time of 0 or more.`);
  return seconds;
}

/**
 * A time field: shows `mm:ss.mmm`, takes any form `toSeconds` reads, checks it as the person types, and writes
 * it on Enter or blur. A refused time is shown beside the field and changes nothing; Escape restores the value.
 */
export function TimecodeField({ label, value, frameRate, onCommit, help }: TimecodeFieldProps): ReactNode {
  const ids = useFieldIds();
  const [draft, setDraft] = useState(() => formatTime(value));
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    setDraft(formatTime(value));
    setError(undefined);
  }, [value]);

  const check = (text: string): number | undefined => {
    try {
      const seconds = parseTimecode(text, frameRate);
      setError(undefined);
      return seconds;
    } catch (refused) {
      setError(describeError(refused));
      return undefined;
    }
  };
  const commit = () => {
    if (draft === formatTime(value)) return;
    const seconds = check(draft);
    if (seconds === undefined) return;
    try {
      onCommit(seconds);
      // The command may clamp the time (a neighbour, the media's end): the field shows what was stored.
      setDraft(formatTime(value));
    } catch (refused) {
      setError(describeError(refused));
    }
  };

  return (
    <Field ids={ids} label={label} error={error} help={help}>
      <input
        id={ids.control}
        className="pke-input pke-input-time"
        value={draft}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, help, error)}
        onChange={(change) => {
          setDraft(change.target.value);
          check(change.target.value);
        }}
        onBlur={commit}
        onKeyDown={(key) => {
          if (key.key === "Enter") {
            key.preventDefault();
            commit();
          } else if (key.key === "Escape") {
            key.preventDefault();
            setDraft(formatTime(value));
            setError(undefined);
          }
        }}
      />
    </Field>
  );
}

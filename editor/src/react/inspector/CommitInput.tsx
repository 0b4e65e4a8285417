import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { describeError } from "../format.js";
import { Field, describedBy, useFieldIds } from "./Field.js";

/** Props of {@link CommitInput}. */
export interface CommitInputProps {
  readonly label: string;
  readonly value: string;
  /** Writes the value; throws a `PopcornError` to refuse it (shown beside the field; nothing changes). */
  readonly onCommit: (value: string) => void;
  readonly help?: string;
  readonly type?: "text" | "number";
  readonly multiline?: boolean;
  readonly placeholder?: string;
  readonly suffix?: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/**
 * A field of the project's details and the outlet form: a local draft, written on Enter or blur through a
 * command; a refusal shows beside the field. Escape restores the stored value.
 */
export function CommitInput(props: CommitInputProps): ReactNode {
  const { label, value, onCommit, help, type = "text", multiline, placeholder, suffix, min, max, step } = props;
  const ids = useFieldIds();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    setDraft(value);
    setError(undefined);
  }, [value]);

  const commit = () => {
    if (draft === value) {
      setError(undefined);
      return;
    }
    try {
      onCommit(draft);
      setError(undefined);
    } catch (refused) {
      setError(describeError(refused));
    }
  };
  const common = {
    id: ids.control,
    className: "pke-input",
    value: draft,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, help, error),
    onBlur: commit,
  };
  const onKeyDown = (key: KeyboardEvent) => {
    if (key.key === "Enter" && (!multiline || key.ctrlKey || key.metaKey)) {
      key.preventDefault();
      commit();
    } else if (key.key === "Escape") {
      key.preventDefault();
      setDraft(value);
      setError(undefined);
    }
  };
  return (
    <Field ids={ids} label={label} help={help} error={error}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(change) => setDraft(change.target.value)} onKeyDown={onKeyDown} />
      ) : (
        <div className="pke-input-wrap" data-suffix={suffix}>
          <input
            {...common}
            type={type}
            min={min}
            max={max}
            step={step}
            autoComplete="off"
            onChange={(change) => setDraft(change.target.value)}
            onKeyDown={onKeyDown}
          />
          {suffix ? (
            <span className="pke-input-suffix" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}

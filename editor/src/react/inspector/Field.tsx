import { type ReactNode, useId } from "react";

/** The ids that tie a field's control to its label, help text and error. */
export interface FieldIds {
  readonly control: string;
  readonly label: string;
  readonly help: string;
  readonly error: string;
}

/** Makes the ids of one field. */
export function useFieldIds(): FieldIds {
  const base = useId();
  return { control: `${base}c`, label: `${base}l`, help: `${base}h`, error: `${base}e` };
}

/** The `aria-describedby` of a control: its error first, then its help text. */
export function describedBy(ids: FieldIds, help: string | undefined, error: string | undefined): string | undefined {
  const parts = [error ? ids.error : "", help ? ids.help : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  readonly ids: FieldIds;
  readonly label: string;
  readonly help?: string | undefined;
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  /** Draw the control beside the label (switches). */
  readonly inline?: boolean;
  /** A label that is not a `<label>` (for controls labelled with `aria-labelledby`). */
  readonly plainLabel?: boolean;
  readonly children: ReactNode;
}

/** One row of the inspector: a label (with a "Required" mark), the control, its help text and its error. */
export function Field({ ids, label, help, error, required, inline, plainLabel, children }: FieldProps): ReactNode {
  const Label = plainLabel ? "span" : "label";
  return (
    <div className="pke-field" data-inline={inline ? "" : undefined} data-invalid={error ? "" : undefined}>
      <div className="pke-field-head">
        <Label id={ids.label} className="pke-field-label" htmlFor={plainLabel ? undefined : ids.control}>
          {label}
        </Label>
        {required ? <span className="pke-field-required">Required</span> : null}
        {inline ? children : null}
      </div>
      {inline ? null : children}
      {error ? (
        <p id={ids.error} className="pke-field-error">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={ids.help} className="pke-field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** A section of the inspector with a heading. */
export function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section className="pke-inspector-section" aria-labelledby={id}>
      <h3 id={id} className="pke-inspector-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

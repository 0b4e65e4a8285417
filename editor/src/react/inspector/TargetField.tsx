import type { ReactNode } from "react";
import { useEditorState, useEditorUi, useView } from "../context.js";
import { Icon } from "../icons.js";
import { Field, describedBy, useFieldIds } from "./Field.js";
import { type OptionFieldContext, useOptionDraft } from "./useOptionDraft.js";

const asName = (value: unknown): string => (typeof value === "string" ? value : "");
const readName = (draft: string): unknown => (draft === "" ? undefined : draft);

/**
 * The field of a `target` option: a select of the layout's outlets (and "In place"), and "Pick on stage", which
 * lets the person click an outlet in the preview instead (pressed while picking; pressed again, it cancels).
 */
export function TargetField({ context, label }: { context: OptionFieldContext; label: string }): ReactNode {
  const { view, announce } = useEditorUi();
  const outlets = useEditorState((snapshot) => snapshot.project.layout.outlets);
  const picking = useView((state) => state.stageMode === "pick-target");
  const { spec } = context;
  const ids = useFieldIds();
  const field = useOptionDraft(context, asName, readName);
  const missing = field.draft !== "" && !outlets.some((outlet) => outlet.name === field.draft);
  return (
    <Field ids={ids} label={label} help={spec.description} error={field.error} required={spec.required}>
      <div className="pke-target">
        <select
          id={ids.control}
          className="pke-input pke-select"
          value={field.draft}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(ids, spec.description, field.error)}
          onChange={(change) => field.change(change.target.value, "now")}
        >
          <option value="">In place</option>
          {outlets.map((outlet) => (
            <option key={outlet.name} value={outlet.name}>
              {outlet.name}
            </option>
          ))}
          {missing ? <option value={field.draft}>{field.draft} (not in the layout)</option> : null}
        </select>
        <button
          type="button"
          className="pke-button pke-icon-button"
          aria-label="Pick on stage"
          aria-pressed={picking}
          title={
            outlets.length === 0
              ? "Add an outlet in layout mode first"
              : "Pick on stage: click an outlet in the preview"
          }
          disabled={outlets.length === 0}
          onClick={() => {
            view.set({ stageMode: picking ? "preview" : "pick-target" });
            announce(picking ? "Picking cancelled" : "Click an outlet in the preview to target it");
          }}
        >
          <Icon name="target" />
        </button>
      </div>
    </Field>
  );
}

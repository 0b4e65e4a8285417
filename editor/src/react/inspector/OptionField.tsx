import { type OptionSpec, formatTime } from "@popcorn-kit/core";
import { type ReactNode, memo } from "react";
import type { ProjectEvent } from "../../project/types.js";
import { Field, describedBy, useFieldIds } from "./Field.js";
import { RichTextField } from "./RichTextField.js";
import { TargetField } from "./TargetField.js";
import { type OptionFieldContext, useOptionDraft } from "./useOptionDraft.js";

/** Props of {@link OptionField}. */
export interface OptionFieldProps {
  readonly event: ProjectEvent;
  readonly name: string;
  readonly spec: OptionSpec;
}

/** A field's label: the manifest's, else the option's name. */
export function optionLabel(name: string, spec: OptionSpec): string {
  return spec.label ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/** Text options that read better in a box of several lines. */
const LONG_TEXT = new Set(["text", "template", "caption", "sketch"]);

const asText = (value: unknown): string =>
  value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);
const asJson = (value: unknown): string => (value === undefined ? "" : JSON.stringify(value, null, 2));
const asTime = (value: unknown): string => (typeof value === "number" ? formatTime(value) : asText(value));
const asHex = (value: unknown): string => asText(value);

const readText = (draft: string): unknown => (draft === "" ? undefined : draft);
const readNumber = (draft: string): unknown => {
  if (draft.trim() === "") return undefined;
  const value = Number(draft);
  if (!Number.isFinite(value)) throw new Error(`${JSON.stringify(draft)} is not a number.`);
  return value;
};
const readJson = (draft: string): unknown => {
  if (draft.trim() === "") return undefined;
  try {
    return JSON.parse(draft);
  } catch (error) {
    throw new Error(`Not valid JSON: ${(error as Error).message}`);
  }
};

/**
 * One field of the inspector's generated form, by the option's type: text (a box of several lines for long
 * text), html (rich text), number, boolean (a switch), url, select, time, color, target and json. Function
 * options get no field: they are set in code.
 */
export const OptionField = memo(function OptionField({ event, name, spec }: OptionFieldProps): ReactNode {
  const context: OptionFieldContext = { event, name, spec };
  switch (spec.type) {
    case "function":
      return <CodeOnly name={name} spec={spec} />;
    case "boolean":
      return <SwitchField context={context} />;
    case "select":
      return <SelectField context={context} choices={spec.choices} />;
    case "target":
      return <TargetField context={context} label={optionLabel(name, spec)} />;
    case "html":
      return <RichTextField context={context} label={optionLabel(name, spec)} />;
    case "color":
      return <ColorField context={context} />;
    case "json":
      return <TextField context={context} multiline mono toDraft={asJson} parse={readJson} />;
    case "number":
      return (
        <TextField
          context={context}
          inputType="number"
          toDraft={asText}
          parse={readNumber}
          extra={{ min: spec.min, max: spec.max, step: spec.step ?? "any", inputMode: "decimal" }}
        />
      );
    case "url":
      return <TextField context={context} inputType="url" toDraft={asText} parse={readText} />;
    case "time":
      return (
        <TextField
          context={context}
          toDraft={asTime}
          parse={readText}
          mono
          extra={{ placeholder: "00:00.000", inputMode: "decimal" }}
        />
      );
    default: {
      const value = asText(event.options[name]);
      const multiline = LONG_TEXT.has(name) || value.length > 60 || value.includes("\n");
      return <TextField context={context} multiline={multiline} toDraft={asText} parse={readText} />;
    }
  }
});

function CodeOnly({ name, spec }: { name: string; spec: OptionSpec }): ReactNode {
  const ids = useFieldIds();
  return (
    <Field ids={ids} label={optionLabel(name, spec)} help={spec.description} plainLabel>
      <p className="pke-field-code">
        <code>function</code> Set in code, where the project is used: the editor cannot write functions.
      </p>
    </Field>
  );
}

interface TextFieldProps {
  readonly context: OptionFieldContext;
  readonly toDraft: (value: unknown) => string;
  readonly parse: (draft: string) => unknown;
  readonly multiline?: boolean;
  readonly mono?: boolean;
  readonly inputType?: "text" | "number" | "url";
  readonly extra?: Record<string, unknown>;
}

function TextField({ context, toDraft, parse, multiline, mono, inputType = "text", extra }: TextFieldProps) {
  const { spec, name } = context;
  const ids = useFieldIds();
  const field = useOptionDraft(context, toDraft, parse);
  const common = {
    id: ids.control,
    className: mono ? "pke-input pke-input-mono" : "pke-input",
    value: field.draft,
    required: spec.required === true && spec.default === undefined,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(ids, spec.description, field.error),
    spellCheck: mono || inputType !== "text" ? false : undefined,
    onFocus: (focus: { currentTarget: HTMLElement }) => field.setElement(focus.currentTarget),
    onBlur: () => field.finish(),
  };
  return (
    <Field
      ids={ids}
      label={optionLabel(name, spec)}
      help={spec.description}
      error={field.error}
      required={common.required}
    >
      {multiline ? (
        <textarea
          {...common}
          rows={mono && field.draft.includes("\n") ? 5 : 3}
          onChange={(change) => field.change(change.target.value)}
          onKeyDown={(key) => {
            if (key.key === "Enter" && (key.ctrlKey || key.metaKey)) {
              key.preventDefault();
              field.finish();
            } else if (key.key === "Escape") {
              key.preventDefault();
              field.revert();
            }
          }}
        />
      ) : (
        <input
          {...common}
          {...extra}
          type={inputType}
          autoComplete="off"
          onChange={(change) => field.change(change.target.value)}
          onKeyDown={(key) => {
            if (key.key === "Enter") {
              key.preventDefault();
              field.finish();
            } else if (key.key === "Escape") {
              key.preventDefault();
              field.revert();
            }
          }}
        />
      )}
    </Field>
  );
}

function SwitchField({ context }: { context: OptionFieldContext }): ReactNode {
  const { spec, name } = context;
  const ids = useFieldIds();
  const field = useOptionDraft(
    context,
    (value) => value === true || (value === undefined && spec.default === true),
    (on) => on,
  );
  return (
    <Field ids={ids} label={optionLabel(name, spec)} help={spec.description} error={field.error} inline>
      <button
        id={ids.control}
        type="button"
        role="switch"
        className="pke-switch"
        aria-checked={field.draft}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, spec.description, field.error)}
        onClick={() => field.change(!field.draft, "now")}
      >
        <span className="pke-switch-thumb" aria-hidden="true" />
      </button>
    </Field>
  );
}

function SelectField({ context, choices }: { context: OptionFieldContext; choices: readonly string[] }): ReactNode {
  const { spec, name } = context;
  const ids = useFieldIds();
  const field = useOptionDraft(context, asText, readText);
  const unset = spec.default === undefined;
  return (
    <Field
      ids={ids}
      label={optionLabel(name, spec)}
      help={spec.description}
      error={field.error}
      required={spec.required}
    >
      <select
        id={ids.control}
        className="pke-input pke-select"
        value={field.draft}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(ids, spec.description, field.error)}
        onChange={(change) => field.change(change.target.value, "now")}
      >
        {unset ? <option value="">Not set</option> : null}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </Field>
  );
}

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The picker's `#rrggbb` for a colour written as hex, else black. */
function pickerValue(text: string): string {
  const value = text.trim();
  if (HEX6.test(value)) return value.toLowerCase();
  const short = HEX3.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : "#000000";
}

function ColorField({ context }: { context: OptionFieldContext }): ReactNode {
  const { spec, name } = context;
  const ids = useFieldIds();
  const field = useOptionDraft(context, asHex, readText);
  const label = optionLabel(name, spec);
  return (
    <Field ids={ids} label={label} help={spec.description} error={field.error} required={spec.required}>
      <div className="pke-color" ref={(node) => field.setElement(node)}>
        <input
          type="color"
          className="pke-color-swatch"
          aria-label={`${label}: pick a colour`}
          value={pickerValue(field.draft)}
          onChange={(change) => field.change(change.target.value)}
          onBlur={() => field.finish()}
        />
        <input
          id={ids.control}
          type="text"
          className="pke-input pke-input-mono"
          value={field.draft}
          placeholder="#ffcc00"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(ids, spec.description, field.error)}
          onChange={(change) => field.change(change.target.value)}
          onBlur={() => field.finish()}
          onKeyDown={(key) => {
            if (key.key === "Enter") {
              key.preventDefault();
              field.finish();
            } else if (key.key === "Escape") {
              key.preventDefault();
              field.revert();
            }
          }}
        />
      </div>
    </Field>
  );
}

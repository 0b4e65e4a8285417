import type { Manifest, OptionSpec } from "@popcorn-kit/core";
import type { InputType, SBType } from "storybook/internal/types";

/** What `manifestControls` returns: a story's `argTypes` and its `args`. */
export interface ManifestControls {
  /** One row per option of the manifest (plus the event's `start` and `end`), with its control. */
  argTypes: Record<string, InputType>;
  /** The manifest's defaults, then the story's own values over them. */
  args: Record<string, unknown>;
}

/** Options of `manifestControls`. */
export interface ManifestControlsOptions {
  /**
   * The media's length in seconds: the `start` and `end` controls (and `time` options) are sliders from 0 to it.
   * @default 10 (the sample clip)
   */
  duration?: number;
}

/** The control of one option type: the manifest's type decides the widget, its limits the widget's range. */
function controlOf(spec: OptionSpec, duration: number): InputType["control"] {
  switch (spec.type) {
    case "text":
      return spec.maxLength === undefined ? { type: "text" } : { type: "text", maxLength: spec.maxLength };
    case "html":
    case "url":
    case "target":
      return { type: "text" };
    case "number":
      return { type: "number", min: spec.min, max: spec.max, step: spec.step };
    case "boolean":
      return { type: "boolean" };
    case "select":
      return { type: "select" };
    case "time":
      return { type: "range", min: 0, max: duration, step: 0.1 };
    case "color":
      return { type: "color" };
    case "json":
      return { type: "object" };
    // A function is code, not a value an editor or a control can give: the table lists it without a widget.
    case "function":
      return false;
  }
}

/** The type shown in the table, in Storybook's terms (a select is an enum of its choices). */
function typeOf(spec: OptionSpec): SBType {
  const required = spec.required === true;
  switch (spec.type) {
    case "number":
    case "time":
      return { name: "number", required };
    case "boolean":
      return { name: "boolean", required };
    case "select":
      return { name: "enum", value: [...spec.choices], required };
    case "json":
      return { name: "other", value: "JSON", required };
    case "function":
      return { name: "function", required };
    default:
      return { name: "string", required };
  }
}

/** The table's summary of an option's type: the manifest's type name, with its kind, choices or limits. */
function summaryOf(spec: OptionSpec): string {
  switch (spec.type) {
    case "select":
      return spec.choices.map((choice) => JSON.stringify(choice)).join(" | ");
    case "number": {
      const limits = [spec.min !== undefined && `min ${spec.min}`, spec.max !== undefined && `max ${spec.max}`];
      const shown = limits.filter(Boolean);
      return shown.length > 0 ? `number (${shown.join(", ")})` : "number";
    }
    case "url":
      return `url (${spec.kind ?? "link"})`;
    default:
      return spec.type;
  }
}

/** The row of the event's timing, which every plugin component takes besides its manifest's options. */
function timing(name: "start" | "end", duration: number): InputType {
  return {
    name,
    description:
      name === "start"
        ? "When the event starts, in seconds of media time."
        : "When the event ends, in seconds of media time (active while start <= t < end).",
    control: { type: "range", min: 0, max: duration, step: 0.1 },
    type: { name: "number", required: name === "start" },
    table: { category: "Event", type: { summary: "time" } },
  };
}

/**
 * Turns a plugin's manifest into Storybook `argTypes` and default `args`: the manifest is the schema of a plugin
 * story's controls. Each option gets the control of its type (text, number with the manifest's min, max and
 * step, boolean, a select of its choices, a colour picker, a JSON editor, none for a function), its label and
 * description, whether it is required and its default; `args` holds the manifest's defaults with `sample` (the
 * story's own values, such as a required text) over them. The event's `start` and `end` come first, as sliders
 * over the media's length.
 *
 * @example
 * const { argTypes, args } = manifestControls(footnote.manifest, { start: 1, end: 6, text: "A note" });
 * export const Footnote: StoryObj = { args, argTypes, render: (args) => <FootnoteComponent {...args} /> };
 */
export function manifestControls(
  manifest: Manifest,
  sample: Readonly<Record<string, unknown>> = {},
  { duration = 10 }: ManifestControlsOptions = {},
): ManifestControls {
  const argTypes: Record<string, InputType> = { start: timing("start", duration), end: timing("end", duration) };
  const args: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(manifest.options)) {
    const label = spec.label ?? name;
    argTypes[name] = {
      name,
      description: spec.description ? `${label}: ${spec.description}` : label,
      control: controlOf(spec, duration),
      ...(spec.type === "select" && { options: [...spec.choices] }),
      type: typeOf(spec),
      table: {
        category: "Options",
        type: { summary: summaryOf(spec) },
        ...(spec.default !== undefined && { defaultValue: { summary: JSON.stringify(spec.default) } }),
      },
    };
    if (spec.default !== undefined) args[name] = spec.default;
  }
  return { argTypes, args: { ...args, ...sample } };
}

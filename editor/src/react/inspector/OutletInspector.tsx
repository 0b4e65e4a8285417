import type { ReactNode } from "react";
import { outletOptionOf } from "../../catalogue/facts.generated.js";
import { removeOutlet, updateOutlet } from "../../commands/projectCommands.js";
import type { Outlet, OutletBox, OutletPlacement, Project } from "../../project/types.js";
import type { PluginSet } from "../../plugins/pluginSet.js";
import { useEditorState, useEditorUi } from "../context.js";
import { attemptWith, eventLabel } from "../format.js";
import { Icon } from "../icons.js";
import { CommitInput } from "./CommitInput.js";
import { Field, Section, useFieldIds } from "./Field.js";

const PLACEMENTS: readonly { value: OutletPlacement; label: string }[] = [
  { value: "over", label: "Over" },
  { value: "beside", label: "Beside" },
  { value: "below", label: "Below" },
];
const PLACEMENT_HELP: Record<OutletPlacement, string> = {
  over: "Over the video: the box is in percent of the video.",
  beside: "Beside the video: the box is in percent of the side column.",
  below: "Below the video: the box is in percent of the band under it.",
};
const TRANSITIONS = ["none", "fade", "pop", "slide"] as const;
const BOX: readonly { key: keyof OutletBox; label: string }[] = [
  { key: "left", label: "Left" },
  { key: "top", label: "Top" },
  { key: "width", label: "Width" },
  { key: "height", label: "Height" },
];

/** The events whose outlet option (`target`) names an outlet, in start order. */
function eventsTargeting(project: Project, plugins: PluginSet, name: string): { id: string; label: string }[] {
  const found: { id: string; label: string; start: number }[] = [];
  for (const lane of project.lanes) {
    for (const event of lane.events) {
      const key = outletOptionOf(event.type, plugins.get(event.type));
      if (key !== undefined && event.options[key] === name) {
        found.push({ id: event.id, label: eventLabel(event), start: event.start });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Reads a number typed in a field, or throws a sentence. */
function readNumber(text: string, what: string): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) throw new Error(`${what}: expected a number.`);
  return value;
}

/**
 * The outlet form of layout mode: its name (renaming retargets its events), placement, box in percent,
 * transition and stacking order, the events that target it, and "Remove outlet".
 */
export function OutletInspector({ name }: { name: string }): ReactNode {
  const { editor, view, announce } = useEditorUi();
  const outlet = useEditorState((snapshot) => snapshot.project.layout.outlets.find((o) => o.name === name));
  const project = useEditorState((snapshot) => snapshot.project);
  const placementIds = useFieldIds();
  const transitionIds = useFieldIds();
  if (!outlet) return null;
  const targeting = eventsTargeting(project, editor.plugins, name);

  const update = (changes: Parameters<typeof updateOutlet>[1], message: string) => {
    editor.run(updateOutlet(name, changes));
    if (changes.name !== undefined && changes.name !== name) view.set({ selectedOutlet: changes.name });
    announce(message);
  };
  const attempt = attemptWith(announce);

  return (
    <div className="pke-inspector-outlet">
      <div className="pke-inspector-head" data-family="page">
        <span className="pke-inspector-icon pke-inspector-icon-outlet" aria-hidden="true">
          <Icon name="layout" />
        </span>
        <div className="pke-inspector-heading">
          <h2 className="pke-inspector-title">Outlet “{outlet.name}”</h2>
          <p className="pke-inspector-subtitle">Where events that target it appear</p>
        </div>
      </div>
      <Section title="Outlet">
        <CommitInput
          label="Name"
          value={outlet.name}
          help="Events name it in their target option; renaming updates them."
          onCommit={(next) => update({ name: next.trim() }, `Outlet renamed to ${next.trim()}`)}
        />
        <Field ids={placementIds} label="Placement" help={PLACEMENT_HELP[outlet.placement]} plainLabel>
          <div className="pke-segmented" role="radiogroup" aria-labelledby={placementIds.label}>
            {PLACEMENTS.map((placement) => (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons, read as radios
              <button
                key={placement.value}
                type="button"
                role="radio"
                className="pke-segmented-option"
                aria-checked={outlet.placement === placement.value}
                tabIndex={outlet.placement === placement.value ? 0 : -1}
                onClick={() =>
                  attempt(() =>
                    update({ placement: placement.value }, `Outlet placed ${placement.label.toLowerCase()}`),
                  )
                }
                onKeyDown={(key) => {
                  const step =
                    key.key === "ArrowRight" || key.key === "ArrowDown"
                      ? 1
                      : key.key === "ArrowLeft" || key.key === "ArrowUp"
                        ? -1
                        : 0;
                  if (step === 0) return;
                  key.preventDefault();
                  const at = PLACEMENTS.findIndex((p) => p.value === outlet.placement);
                  const next = PLACEMENTS[(at + step + PLACEMENTS.length) % PLACEMENTS.length]!;
                  attempt(() => update({ placement: next.value }, `Outlet placed ${next.label.toLowerCase()}`));
                  const group = key.currentTarget.parentElement;
                  queueMicrotask(() => group?.querySelector<HTMLElement>("[aria-checked='true']")?.focus());
                }}
              >
                {placement.label}
              </button>
            ))}
          </div>
        </Field>
        <div className="pke-field-row">
          {BOX.map(({ key, label }) => (
            <CommitInput
              key={key}
              label={label}
              type="number"
              min={0}
              max={100}
              step={0.5}
              suffix="%"
              value={String(Number(outlet.box[key].toFixed(2)))}
              onCommit={(text) =>
                update({ box: { [key]: readNumber(text, label) } }, `Outlet ${label.toLowerCase()} set to ${text}%`)
              }
            />
          ))}
        </div>
        <div className="pke-field-row">
          <Field ids={transitionIds} label="Transition">
            <select
              id={transitionIds.control}
              className="pke-input pke-select"
              value={outlet.transition ?? "none"}
              onChange={(change) =>
                attempt(() =>
                  update(
                    { transition: change.target.value as Outlet["transition"] },
                    `Transition set to ${change.target.value}`,
                  ),
                )
              }
            >
              {TRANSITIONS.map((transition) => (
                <option key={transition} value={transition}>
                  {transition.charAt(0).toUpperCase() + transition.slice(1)}
                </option>
              ))}
            </select>
          </Field>
          <CommitInput
            label="Stacking"
            type="number"
            step={1}
            value={String(outlet.zIndex ?? 0)}
            help="Higher is in front."
            onCommit={(text) => update({ zIndex: readNumber(text, "Stacking") }, `Stacking set to ${text}`)}
          />
        </div>
      </Section>
      <Section title={`Events targeting it (${targeting.length})`}>
        {targeting.length === 0 ? (
          <p className="pke-inspector-note">No event targets this outlet yet.</p>
        ) : (
          <ul className="pke-inspector-list">
            {targeting.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  className="pke-inspector-list-item"
                  onClick={() => {
                    editor.select(event.id);
                    view.set({ stageMode: "preview" });
                  }}
                >
                  {event.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="pke-inspector-actions">
        <button
          type="button"
          className="pke-button pke-button-danger"
          onClick={() =>
            attempt(() => {
              editor.run(removeOutlet(name));
              view.set({ selectedOutlet: undefined });
              announce(`Removed outlet ${name}`);
            })
          }
        >
          <Icon name="trash" />
          Remove outlet
        </button>
      </div>
    </div>
  );
}

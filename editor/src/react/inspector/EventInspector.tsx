import { type OptionSpec, formatTime } from "@popcorn-kit/core";
import type { ReactNode } from "react";
import { removeEvents, resizeEvent } from "../../commands/eventCommands.js";
import { useEditorState, useEditorUi } from "../context.js";
import { describeError, findEvent } from "../format.js";
import { Icon } from "../icons.js";
import { pluginFamily, pluginLabel } from "../palette/groups.js";
import { Section } from "./Field.js";
import { OptionField } from "./OptionField.js";
import { TimecodeField } from "./TimecodeField.js";

/** A number field with at most a short help text: two of them in a row share it. */
function isSmall(spec: OptionSpec): boolean {
  return spec.type === "number" && (spec.description?.length ?? 0) <= 40;
}

/** The manifest's options in order, consecutive small fields paired in rows of two. */
function pairSmallFields(specs: Record<string, OptionSpec>): [string, OptionSpec][][] {
  const rows: [string, OptionSpec][][] = [];
  for (const entry of Object.entries(specs)) {
    const last = rows.at(-1);
    if (last && last.length === 1 && isSmall(last[0]![1]) && isSmall(entry[1])) last.push(entry);
    else rows.push([entry]);
  }
  return rows;
}

/**
 * The inspector of one event: its plugin, its start and end as timecodes, its duration, and a form generated
 * from the plugin's manifest, one field per option in manifest order.
 */
export function EventInspector({ id }: { id: string }): ReactNode {
  const { editor, announce } = useEditorUi();
  const event = useEditorState((snapshot) => findEvent(snapshot.project, id));
  const frameRate = useEditorState((snapshot) => snapshot.project.media.frameRate);
  if (!event) return null;
  const plugin = editor.plugins.get(event.type);
  const label = pluginLabel(plugin, event.type);
  const specs = (plugin?.manifest.options ?? {}) as Record<string, OptionSpec>;

  const setEdge = (edge: "start" | "end", seconds: number) => {
    const current = findEvent(editor.getSnapshot().project, id);
    if (!current) return;
    if (edge === "start" && seconds > current.end) {
      throw new Error(`The start must not be after the end (${formatTime(current.end)}).`);
    }
    if (edge === "end" && seconds < current.start) {
      throw new Error(`The end must not be before the start (${formatTime(current.start)}).`);
    }
    editor.run(resizeEvent(id, { [edge]: seconds }));
    const after = findEvent(editor.getSnapshot().project, id);
    if (after) announce(`${edge === "start" ? "Start" : "End"} set to ${formatTime(after[edge])}`);
  };

  const remove = () => {
    try {
      editor.run(removeEvents(id));
      announce(`Deleted ${label}`);
    } catch (error) {
      announce(describeError(error));
    }
  };

  return (
    <div className="pke-inspector-event">
      <div className="pke-inspector-head" data-family={pluginFamily(event.type)}>
        <span className="pke-inspector-icon" aria-hidden="true">
          {label.charAt(0)}
        </span>
        <div className="pke-inspector-heading">
          <h2 className="pke-inspector-title">{label}</h2>
          <p className="pke-inspector-subtitle">{plugin?.manifest.about?.description ?? `Event ${event.id}`}</p>
        </div>
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label={`Delete ${label}`}
          title="Delete (Del)"
          onClick={remove}
        >
          <Icon name="trash" />
        </button>
      </div>
      <Section title="Timing">
        <div className="pke-field-row">
          <TimecodeField
            label="Start"
            value={event.start}
            frameRate={frameRate}
            onCommit={(seconds) => setEdge("start", seconds)}
          />
          <TimecodeField
            label="End"
            value={event.end}
            frameRate={frameRate}
            onCommit={(seconds) => setEdge("end", seconds)}
          />
        </div>
        <p className="pke-inspector-duration">
          <span>Duration</span>
          <output className="pke-inspector-time">{formatTime(event.end - event.start)}</output>
        </p>
      </Section>
      <Section title="Options">
        {!plugin ? (
          <p className="pke-inspector-note">
            No plugin named “{event.type}” is loaded: its options are kept as they are, unchecked.
          </p>
        ) : Object.keys(specs).length === 0 ? (
          <p className="pke-inspector-note">{label} has no options.</p>
        ) : (
          pairSmallFields(specs).map((row) =>
            row.length === 1 ? (
              <OptionField key={row[0]![0]} event={event} name={row[0]![0]} spec={row[0]![1]} />
            ) : (
              <div key={row[0]![0]} className="pke-field-row">
                {row.map(([name, spec]) => (
                  <OptionField key={name} event={event} name={name} spec={spec} />
                ))}
              </div>
            ),
          )
        )}
      </Section>
    </div>
  );
}

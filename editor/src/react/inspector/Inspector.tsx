"use client";
import type { ReactNode } from "react";
import { removeEvents } from "../../commands/eventCommands.js";
import { useEditorState, useEditorUi, useView } from "../context.js";
import { describeError } from "../format.js";
import { Icon } from "../icons.js";
import { EventInspector } from "./EventInspector.js";
import { OutletInspector } from "./OutletInspector.js";
import { ProjectDetails } from "./ProjectDetails.js";

function SelectionSummary({ ids }: { ids: readonly string[] }): ReactNode {
  const { editor, announce } = useEditorUi();
  return (
    <div className="pke-inspector-multi">
      <div className="pke-inspector-head">
        <div className="pke-inspector-heading">
          <h2 className="pke-inspector-title">{ids.length} events selected</h2>
          <p className="pke-inspector-subtitle">Drag them together on the timeline, or nudge them with the arrows.</p>
        </div>
      </div>
      <div className="pke-inspector-actions">
        <button
          type="button"
          className="pke-button pke-button-danger"
          onClick={() => {
            try {
              editor.run(removeEvents(ids));
              announce(`Deleted ${ids.length} events`);
            } catch (error) {
              announce(describeError(error));
            }
          }}
        >
          <Icon name="trash" />
          Delete {ids.length} events
        </button>
        <button type="button" className="pke-button" data-variant="ghost" onClick={() => editor.clearSelection()}>
          Clear selection
        </button>
      </div>
    </div>
  );
}

/**
 * The inspector (right column): the selected event's timing and a form generated from its plugin's manifest;
 * with several selected, their count; with none, the project's details; in layout mode, the selected outlet.
 */
export function Inspector(): ReactNode {
  const outlet = useView((state) => (state.stageMode === "layout" ? state.selectedOutlet : undefined));
  const selection = useEditorState((snapshot) => snapshot.selection);
  let content: ReactNode;
  if (outlet) content = <OutletInspector key={`outlet:${outlet}`} name={outlet} />;
  else if (selection.length === 0) content = <ProjectDetails />;
  else if (selection.length > 1) content = <SelectionSummary ids={selection} />;
  else content = <EventInspector key={selection[0]} id={selection[0] as string} />;
  return <div className="pke-inspector">{content}</div>;
}

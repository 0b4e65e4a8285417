"use client";
import { type ReactNode, useEffect, useRef } from "react";
import type { Lane } from "../../project/types.js";
import { laneName } from "./LaneRow.js";
import { LANE_HEIGHT } from "./geometry.js";

/** What a lane's header shows. */
export interface LaneHeaderProps {
  readonly lane: Lane;
  readonly index: number;
  /** Whether its name is being edited. */
  readonly editing: boolean;
  onEdit(): void;
  /** The name typed (Enter or leaving the field). */
  onCommit(name: string): void;
  onCancel(): void;
}

/** A lane's number and name: a button that turns into a field on double-click or Enter (Escape leaves it). */
export function LaneHeader(props: LaneHeaderProps): ReactNode {
  const { lane, index, editing, onEdit, onCommit, onCancel } = props;
  const name = laneName(lane, index);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) field.current?.select();
  }, [editing]);
  return (
    <div className="pke-timeline-lane-header" style={{ height: LANE_HEIGHT }}>
      <span className="pke-timeline-lane-number" aria-hidden="true">
        {index + 1}
      </span>
      {editing ? (
        <input
          ref={field}
          className="pke-input pke-timeline-lane-input"
          aria-label={`Name of lane ${index + 1}`}
          defaultValue={lane.name ?? ""}
          placeholder={`Lane ${index + 1}`}
          onBlur={(event) => onCommit(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onCommit(event.currentTarget.value);
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="pke-timeline-lane-name"
          aria-label={`Lane ${index + 1}: ${name}. Rename`}
          title="Double-click or press Enter to rename"
          onDoubleClick={onEdit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onEdit();
            }
          }}
        >
          {name}
        </button>
      )}
    </div>
  );
}

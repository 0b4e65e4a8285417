"use client";
import { formatTime } from "@popcorn-kit/core";
import { type ReactNode, useEffect, useId, useState } from "react";
import { type PastEnd, eventsPastEnd, moveEventsBeforeEnd, trimEventsToEnd } from "../../commands/mediaEnd.js";
import { useEditorState, useEditorUi, useView } from "../context.js";
import { attemptWith } from "../format.js";
import { Modal } from "../Modal.js";
import { mediaName } from "./mediaSource.js";
import { watchMediaEnd } from "./watchMediaEnd.js";

const events = (count: number) => `${count} ${count === 1 ? "event" : "events"}`;
/** `singular` for one, `plural` for any other count. */
const agree = (count: number, singular: string, plural: string) => (count === 1 ? singular : plural);

/** What the dialog says each choice would do. */
function choices(past: PastEnd): { keep: string; trim: string; move: string } {
  const at = formatTime(past.end);
  const trimParts = [
    past.trimmed > 0 ? `${events(past.trimmed)} ${agree(past.trimmed, "is", "are")} cut to end at ${at}` : "",
    past.removed > 0
      ? `${events(past.removed)} that ${agree(past.removed, "starts", "start")} at or after it ${agree(past.removed, "is", "are")} removed`
      : "",
  ].filter(Boolean);
  const longer =
    past.longer > 0
      ? ` ${events(past.longer)} longer than the media ${agree(past.longer, "starts", "start")} at 0 and still ${agree(past.longer, "ends", "end")} after it.`
      : "";
  return {
    keep: "Nothing changes. They are hidden past the media's end; a longer media shows them again.",
    trim: `${trimParts.join("; ")}.`,
    move: `Moved earlier to end at ${at}, their lengths kept; lanes change where they would overlap.${longer}`,
  };
}

/**
 * Asks what to do when the media becomes shorter than the events (its duration becomes known, or it is
 * replaced): keep the events past its end as they are, trim them to the end, or move them earlier. A modal in
 * the editor's look, shown when no other dialog is open; each choice is one undo step (Keep changes nothing)
 * and is announced. Closing the dialog keeps the events. The editor listener is removed on unmount.
 */
export function ShorterMediaPrompt(): ReactNode {
  const { editor, announce } = useEditorUi();
  const [asked, setAsked] = useState<number | undefined>(undefined);
  const otherDialog = useView((state) => state.dialog !== undefined);
  // The project is read only while a question stands: edits do not render the prompt otherwise.
  const project = useEditorState((snapshot) => (asked === undefined ? undefined : snapshot.project));
  const ids = useId();

  useEffect(() => watchMediaEnd(editor, setAsked), [editor]);

  // The question stands while the media is the one asked about and events still end after it.
  const past = asked !== undefined && project?.media.duration === asked ? eventsPastEnd(project, asked) : undefined;
  if (!project || !past || past.events.length === 0 || otherDialog) return null;

  const said = choices(past);
  const at = formatTime(past.end);
  const attempt = attemptWith(announce);
  const keep = () => {
    setAsked(undefined);
    announce(`Kept ${events(past.events.length)} that end after the media's end (${at})`);
  };
  const trim = () =>
    attempt(() => {
      const done = editor.run(trimEventsToEnd(past.end));
      setAsked(undefined);
      const parts = [
        done.trimmed > 0 ? `Trimmed ${events(done.trimmed)} to end at ${at}` : "",
        done.removed > 0 ? `removed ${events(done.removed)} that started at or after it` : "",
      ].filter(Boolean);
      const sentence = parts.join(" and ");
      announce(sentence.charAt(0).toUpperCase() + sentence.slice(1));
    });
  const move = () =>
    attempt(() => {
      const done = editor.run(moveEventsBeforeEnd(past.end));
      setAsked(undefined);
      announce(`Moved ${events(done.events.length)} to end by ${at}`);
    });

  const name = project.media.source ? mediaName(project.media.source) : "The media";
  return (
    <Modal title="The media is shorter than your events" className="pke-media-shorter" onClose={keep}>
      <p className="pke-media-lede">
        {name} lasts {at}. {events(past.events.length)} {agree(past.events.length, "ends", "end")} after that.
      </p>
      <ul className="pke-media-choices">
        {(
          [
            ["Keep", said.keep, keep],
            ["Trim", said.trim, trim],
            ["Move", said.move, move],
          ] as const
        ).map(([label, description, choose]) => (
          <li key={label}>
            <button
              type="button"
              className="pke-button"
              aria-describedby={`${ids}-${label}`}
              data-autofocus={label === "Keep" || undefined}
              onClick={choose}
            >
              {label}
            </button>
            <p id={`${ids}-${label}`}>{description}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

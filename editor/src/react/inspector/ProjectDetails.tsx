import type { ReactNode } from "react";
import { setMeta } from "../../commands/projectCommands.js";
import { useEditorState, useEditorUi } from "../context.js";
import { CommitInput } from "./CommitInput.js";
import { Section } from "./Field.js";

/** What the inspector shows with nothing selected: the project's details, its media, and how to add events. */
export function ProjectDetails(): ReactNode {
  const { editor, announce } = useEditorUi();
  const meta = useEditorState((snapshot) => snapshot.project.meta);
  const media = useEditorState((snapshot) => snapshot.project.media);
  const change = (what: string, changes: Parameters<typeof setMeta>[0]) => {
    editor.run(setMeta(changes));
    announce(`${what} changed`);
  };
  return (
    <div className="pke-inspector-project">
      <div className="pke-inspector-head">
        <div className="pke-inspector-heading">
          <h2 className="pke-inspector-title">Project</h2>
          <p className="pke-inspector-subtitle">Nothing selected</p>
        </div>
      </div>
      <Section title="Details">
        <CommitInput label="Title" value={meta.title} onCommit={(title) => change("Title", { title })} />
        <CommitInput
          label="Language"
          value={meta.language}
          help="A language tag, such as en or pt-BR."
          onCommit={(language) => change("Language", { language: language.trim() })}
        />
        <CommitInput
          label="Description"
          value={meta.description ?? ""}
          multiline
          placeholder="What the piece is about"
          onCommit={(description) => change("Description", { description })}
        />
      </Section>
      <Section title="Media">
        <dl className="pke-inspector-facts">
          <div>
            <dt>Frame rate</dt>
            <dd>{Number(media.frameRate.toFixed(3))} fps</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{media.duration > 0 ? `${Number(media.duration.toFixed(3))} s` : "Not known yet"}</dd>
          </div>
          <div>
            <dt>Source</dt>
            <dd className="pke-inspector-ellipsis">
              {media.source === null
                ? "None"
                : media.source.kind === "file"
                  ? media.source.name
                  : media.source.url.split("/").pop() || media.source.url}
            </dd>
          </div>
        </dl>
      </Section>
      <div className="pke-inspector-hint">
        <p>
          <strong>Add an event:</strong> click a plugin in the palette to add it at the playhead, or drag it onto the
          timeline.
        </p>
        <p>Select an event to edit its timing and options here.</p>
      </div>
    </div>
  );
}

import type { Command } from "../../commands/command.js";
import { loadGazetteer } from "../../io/gazetteer/index.js";
import { type ImportResult, importFile } from "../../io/importFile.js";
import type { FindPlace } from "../../io/importPopcornMaker.js";
import type { Lane } from "../../project/types.js";
import type { Editor } from "../../session/createEditor.js";

/** The largest file the import dialog reads, in bytes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** What an import did or would do, for the summary. */
export interface ImportSummary {
  readonly fileName: string;
  /** "replace": a project that replaces the open one (after a confirm); "add": lanes added to the open one. */
  readonly kind: "replace" | "add";
  /** Events and lanes added (for "replace", those of the new project). */
  readonly events: number;
  readonly lanes: number;
  /** What `importFile` gave: the project, the format, the issues. */
  readonly result: ImportResult;
}

/** The command that adds an imported file's new lanes, with their events, to the project: one undo step. */
function addLanes(fileName: string, lanes: readonly Lane[]): Command<void> {
  return {
    label: `Import ${fileName}`,
    run(draft) {
      for (const lane of lanes) draft.restoreLane(draft.project.lanes.length, lane);
    },
  };
}

function countEvents(lanes: readonly Lane[]): number {
  return lanes.reduce((sum, lane) => sum + lane.events.length, 0);
}

/**
 * The place finder for a Popcorn Maker project's maps, when the text may have one (it names `googlemap`): the
 * offline gazetteer, loaded then and only then. A gazetteer that cannot be loaded finds nothing, and says why in
 * each map's issue.
 */
async function placeFinder(text: string): Promise<FindPlace | undefined> {
  if (!text.includes("googlemap")) return undefined;
  try {
    return (await loadGazetteer()).find;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

/**
 * Reads a file's text with `importFile`. A subtitle or data file's events are added at once, in new lanes, as
 * one undoable command; an editor or Popcorn Maker project is returned unapplied (`kind: "replace"`) for the
 * caller to confirm and `editor.load`, its maps given by a place's name alone placed by the offline gazetteer.
 * Rejects with the `PopcornError` of a file in no known format (nothing changes).
 */
export async function importText(editor: Editor, text: string, fileName: string): Promise<ImportSummary> {
  const findPlace = await placeFinder(text);
  const base = editor.getSnapshot().project;
  const result = importFile(text, {
    plugins: editor.plugins,
    fileName,
    into: base,
    ...(findPlace === undefined ? {} : { findPlace }),
  });
  if (result.format === "project" || result.format === "popcorn-maker") {
    const lanes = result.project.lanes;
    return { fileName, kind: "replace", events: countEvents(lanes), lanes: lanes.length, result };
  }
  // importFile keeps `base`'s lanes first and appends the file's.
  const added = result.project.lanes.slice(base.lanes.length);
  if (added.length > 0) editor.run(addLanes(fileName, added));
  return { fileName, kind: "add", events: countEvents(added), lanes: added.length, result };
}

/** "1 event", "3 events". */
export function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** A summary's sentence: "Added 12 events in 1 lane from talk.vtt, 1 issue." */
export function describeImport(summary: ImportSummary): string {
  const events = plural(summary.events, "event");
  const lanes = plural(summary.lanes, "lane");
  const issues = summary.result.issues.length;
  const tail = issues === 0 ? "" : `, ${plural(issues, "issue")}`;
  const head =
    summary.kind === "replace"
      ? `Opened ${summary.fileName}: ${events} in ${lanes}`
      : `Added ${events} in ${lanes} from ${summary.fileName}`;
  return `${head}${tail}.`;
}

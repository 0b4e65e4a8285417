/**
 * The editor's project: what a person makes, saved as JSON. Every object is immutable: an edit makes a new
 * project that shares what did not change, so a view compares parts by identity.
 */

/** The project file's `schema` field: how a reader knows the file is an editor project. */
export const PROJECT_SCHEMA = "popcorn-kit/project";

/** The schema version this package writes. A file of a newer version is refused, never half read. */
export const PROJECT_VERSION = 1;

/** Where the media comes from. */
export type ProjectMediaSource =
  /** A URL the page plays (http(s), relative or `blob:`). */
  | { readonly kind: "url"; readonly url: string }
  /** A local file, known by its name: it is opened again from the person's disk, never uploaded. */
  | { readonly kind: "file"; readonly name: string; readonly mimeType?: string }
  /** A YouTube video, played through the kit's YouTube player. */
  | { readonly kind: "youtube"; readonly url: string }
  /** A Vimeo video, played through the kit's Vimeo player. */
  | { readonly kind: "vimeo"; readonly url: string };

/** The media the events are laid on. */
export interface ProjectMedia {
  /** Where it comes from; null until a person picks one. */
  readonly source: ProjectMediaSource | null;
  /** Its duration in seconds, once known; 0 while unknown. */
  readonly duration: number;
  /** Frames per second: the step of frame snapping and nudging. @default 30 */
  readonly frameRate: number;
  /** The published piece plays from `in` to `out` (seconds); `out` null is the media's end. */
  readonly trim: { readonly in: number; readonly out: number | null };
}

/** Where an outlet sits: over the video, beside it (right) or below it. */
export type OutletPlacement = "over" | "beside" | "below";

/**
 * A box in percent of its placement's area (the video for "over", the side column for "beside", the band
 * below for "below"): 0-100 each.
 */
export interface OutletBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A named outlet: where events whose `target` option names it render (`<PopcornTarget name>`). */
export interface Outlet {
  /** The name events' `target` option gives: letters, digits, `-` and `_`, starting with a letter. */
  readonly name: string;
  readonly placement: OutletPlacement;
  readonly box: OutletBox;
  /** Stacking order among outlets of one placement. @default 0 */
  readonly zIndex?: number;
  /** How content comes and goes (Popcorn Maker's transitions). @default "none" */
  readonly transition?: "none" | "fade" | "pop" | "slide";
}

/** The page's layout: named outlets, in drawing order. */
export interface ProjectLayout {
  readonly outlets: readonly Outlet[];
}

/** A track event as the kit has it: `{ id, type, start, end, options }`; times in seconds. */
export interface ProjectEvent {
  /** Unique in the project. */
  readonly id: string;
  /** The plugin's name. A type no registered plugin has is kept (and reported), never dropped. */
  readonly type: string;
  readonly start: number;
  /** At least `start`; never Infinity in a project (an open end is clamped to the media's duration on import). */
  readonly end: number;
  /** The plugin's options, validated by its manifest: JSON values only. */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * Where the event's html came from: `"file"` for an event imported from a subtitle, data or Popcorn Maker
   * file, whose html options every surface renders with the strict profile of files' html
   * (`sanitizeFileHtml`: the inspector, the stage, and each export, which loads such events as data); left out
   * for the page's own (made in the editor). It stays with the event through edits, copies, saves and recovery.
   */
  readonly origin?: "file";
}

/** A lane: a row of the timeline holding events that do not overlap, sorted by start then id. */
export interface Lane {
  /** Unique in the project. */
  readonly id: string;
  /** A name a person gave it. */
  readonly name?: string;
  readonly events: readonly ProjectEvent[];
}

/** A credit line: who did what. */
export interface Credit {
  readonly role: string;
  readonly name: string;
}

/** What the project says about itself. */
export interface ProjectMeta {
  readonly title: string;
  /** BCP 47 language tag of the content. @default "en" */
  readonly language: string;
  readonly description?: string;
  readonly credits: readonly Credit[];
}

/** A whole editor project (schema version 1). */
export interface Project {
  readonly schema: typeof PROJECT_SCHEMA;
  readonly version: typeof PROJECT_VERSION;
  /** Stable id: the autosave key. */
  readonly id: string;
  readonly meta: ProjectMeta;
  readonly media: ProjectMedia;
  readonly layout: ProjectLayout;
  readonly lanes: readonly Lane[];
}

/** Something a load or an import could not take, and why. Loading goes on without it. */
export interface ProjectIssue {
  /** Where, as a path into the input: `lanes[2].events[5].options.text`, or a file's `line 12`. */
  readonly path: string;
  /** Why, in a sentence that names the value and what is accepted. */
  readonly reason: string;
  /** An error drops what it names; a warning keeps it (e.g. an event of an unknown plugin type). */
  readonly severity: "error" | "warning";
}

/** What loading, importing or validating returns: the project made of what could be read, and the rest. */
export interface ProjectResult {
  readonly project: Project;
  readonly issues: readonly ProjectIssue[];
}

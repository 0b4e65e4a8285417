import type { OptionSpec, PluginDefinition } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { CATALOGUE } from "../../plugins/catalogue.js";
import type { Project, ProjectEvent, ProjectIssue } from "../../project/types.js";
import { OUTLET_NAME } from "../../project/rules.js";
import { PROP_NAME } from "./literal.js";

/** What every export returns: the code, and what it left out or could not say. */
export interface ExportResult {
  /** The file's text: an HTML page, or one component's source. */
  readonly code: string;
  /**
   * Events left out (an unknown plugin type, one the target cannot write) as errors, and events written with
   * something missing (an option the target has no way to say) as warnings; each with its path in the project.
   */
  readonly skipped: readonly ProjectIssue[];
}

/** An event as the exports take it: where it is in the project, and its plugin when the catalogue has it. */
export interface SceneEvent {
  readonly event: ProjectEvent;
  /** `lanes[i].events[j]`, for the issues. */
  readonly path: string;
  readonly plugin: PluginDefinition<any, any> | undefined;
}

const catalogue = new Map(CATALOGUE.map((plugin) => [plugin.name, plugin]));

/**
 * Whether an event's html came from a file and its plugin renders html from its options (an option of type
 * `html`, or the template's filled-in markup): such an event must reach the page as a file's, so that its html
 * gets the strict profile of files' html there too. A file's events with text only are written as the page's:
 * text is text either way.
 */
export function hasFileHtml({ event, plugin }: SceneEvent): boolean {
  return (
    event.origin === "file" &&
    plugin !== undefined &&
    (plugin.name === "template" ||
      Object.values(plugin.manifest.options as Record<string, OptionSpec>).some((spec) => spec.type === "html"))
  );
}

/**
 * The project's events in the order the exports write them: by start time, then lane, then place in the lane
 * (a stable order, so that one project always gives the same code). Refuses, changing nothing, a project whose
 * outlet names are not names (they become ids, attribute values and CSS selectors).
 */
export function sceneEvents(project: Project): SceneEvent[] {
  project.layout.outlets.forEach((outlet, i) => {
    if (typeof outlet.name !== "string" || !OUTLET_NAME.test(outlet.name)) {
      throw refusal(
        "INVALID_OPTION",
        `Outlet layout.outlets[${i}].name`,
        outlet.name,
        "letters, digits, - and _, starting with a letter",
      );
    }
  });
  const events: SceneEvent[] = [];
  for (const [l, lane] of project.lanes.entries()) {
    for (const [e, event] of lane.events.entries()) {
      events.push({ event, path: `lanes[${l}].events[${e}]`, plugin: catalogue.get(event.type) });
    }
  }
  return events.sort((a, b) => a.event.start - b.event.start);
}

/**
 * The options of an event that a component takes as props: those its plugin's manifest declares (an option the
 * manifest does not declare would not type-check), with a name that can be written bare, and a value other than
 * the option's default. The undeclared rest is reported.
 */
export function componentProps(scene: SceneEvent, skipped: ProjectIssue[]): [name: string, value: unknown][] {
  const declared = scene.plugin?.manifest.options ?? {};
  const props: [string, unknown][] = [];
  for (const [key, value] of Object.entries(scene.event.options)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(declared, key) || !PROP_NAME.test(key)) {
      skipped.push({
        path: `${scene.path}.options.${key}`,
        reason: `The option ${JSON.stringify(key)} is not one the ${scene.event.type} plugin declares: left out of the code.`,
        severity: "warning",
      });
      continue;
    }
    // The component applies its defaults: writing them again would only make the code longer to read.
    const fallback = declared[key]!.default;
    if (fallback !== undefined && (fallback === value || JSON.stringify(fallback) === JSON.stringify(value))) continue;
    props.push([key, value]);
  }
  return props;
}

/** The issue of an event left out of an export. */
export function leftOut(scene: SceneEvent, why: string): ProjectIssue {
  return {
    path: scene.path,
    reason: `Event ${JSON.stringify(scene.event.id)} (${scene.event.type}): ${why}`,
    severity: "error",
  };
}

/** The media's address for a page: a URL as it is, a local file by its name (beside the page), or `mediaUrl`. */
export function mediaAddress(project: Project, mediaUrl: string | undefined): string | undefined {
  if (mediaUrl !== undefined) return mediaUrl;
  const source = project.media.source;
  if (source === null) return undefined;
  return source.kind === "file" ? encodeURI(source.name) : source.url;
}

/** A YouTube or Vimeo link's video id, or undefined when the link has none. */
export function videoId(kind: "youtube" | "vimeo", url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (kind === "vimeo") return /\/(\d+)(?:[/?#]|$)/.exec(parsed.pathname)?.[1];
  const host = parsed.hostname.replace(/^www\.|^m\./, "");
  const id =
    host === "youtu.be"
      ? parsed.pathname.slice(1)
      : (parsed.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1]);
  return id && /^[A-Za-z0-9_-]{6,}$/.test(id) ? id : undefined;
}

/** The time the published piece starts at, and the time it stops at (null: the media's end). */
export function trimOf(project: Project): { from: number; to: number | null } {
  return { from: project.media.trim.in, to: project.media.trim.out };
}

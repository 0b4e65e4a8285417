import { refusal } from "@popcorn-kit/core/errors";
import { serialize } from "@popcorn-kit/core/parsers";
import type { Project, ProjectIssue } from "../../project/types.js";
import { parsedEvent } from "../subtitles.js";
import { PLUGIN_COMPONENTS } from "./components.js";
import { SCENE_CLASS, outletClass, outletsBy } from "./layout.js";
import { PLAIN_ATTRIBUTE, jsLiteral } from "./literal.js";
import { isTrimmed } from "./trim.js";
import {
  type ExportResult,
  componentProps,
  hasFileHtml,
  leftOut,
  mediaAddress,
  sceneEvents,
  videoId,
} from "./scene.js";

/** The line that brings Leaflet's stylesheet, which a map needs, into a component's app. */
export const LEAFLET_CSS_IMPORT = 'import "leaflet/dist/leaflet.css";';

/** How one framework writes a template: the only part of the component exports that differs between them. */
export interface Dialect {
  /** The attribute that sets an element's class: `className` (JSX) or `class`. */
  readonly classAttribute: string;
  /** The `<video>` attribute for inline playback: `playsInline` (JSX) or `playsinline`. */
  readonly playsInline: string;
  /** A bound attribute (prop) with a JSON value: `name={value}` or Vue's `:name="value"`. */
  bound(name: string, value: unknown): string;
  /** A bound attribute whose value is code the exporter wrote (names it imported): `name={code}`. */
  expression(name: string, code: string): string;
  /** A text child with this value: `{"text"}` or Vue's `{{ "text" }}`. */
  text(value: string): string;
  /** A comment among elements. */
  comment(text: string): string;
  /** The video's attributes that call `keepInTrim` on `loadedmetadata`, `play` and `timeupdate`. */
  readonly trimEvents: string;
}

/** Text made safe for a comment of any of the three syntaxes (`*\/`, `--`, `<` and `>` could end or open one). */
export function commentText(text: string): string {
  return text
    .replace(/\*\//g, "* /")
    .replace(/-{2,}/g, "-")
    .replace(/[<>{}]/g, " ")
    .replace(/\s+/g, " ");
}

/** A component's template, and the names it uses from the adapter's main entry and from its `/plugins` entry. */
export interface SceneMarkup extends ExportResult {
  readonly imports: readonly string[];
  readonly pluginImports: readonly string[];
  /**
   * The import lines of core's plugin entries (`import { footnote as footnotePlugin, footnoteMarkup } from
   * "@popcorn-kit/core/plugins/footnote";`) the events from files need, and of Leaflet's stylesheet for a map,
   * without indentation.
   */
  readonly coreImports: readonly string[];
  /** Whether the template calls `keepInTrim` (see `trimCode`), which the component must then define. */
  readonly trimmed: boolean;
}

/**
 * The scene as a template in one framework's syntax: the media component (`<PopcornVideo>`, or `<PopcornYouTube>`
 * / `<PopcornVimeo>`) holding the layout's areas with a `<PopcornTarget>` in each outlet, and one plugin component
 * per event. Subtitles over the video are the media's data (a Popcorn JSON `tracks` text, settings and voices kept)
 * shown by `<Captions>` in the captions box, with the kit's caption markup as the HTML page and the editor's stage
 * show them; a subtitle that names an outlet is a `<Cue>` there. An event no component writes is a comment in the
 * code and an issue in `skipped`. `indent` starts every line.
 *
 * Events whose html came from a file (`hasFileHtml`) are not written as components, which would give their html
 * the page's trust: they are the media's `tracks` (a Popcorn JSON text, as the file was), shown by
 * `<TrackEventViews>` with the strict profile of files' html, as the editor's stage and inspector show them.
 */
export function sceneMarkup(
  project: Project,
  dialect: Dialect,
  mediaUrl: string | undefined,
  indent: string,
): SceneMarkup {
  const scene = sceneEvents(project);
  const skipped: ProjectIssue[] = [];
  const imports = new Set<string>(["PopcornTarget"]);
  const pluginImports = new Set<string>();
  const out: string[] = [];
  const { text, comment, classAttribute } = dialect;
  // A plain string reads best as a plain attribute (`target="notes"`); anything else is a bound literal.
  const bound = (name: string, value: unknown) =>
    typeof value === "string" && PLAIN_ATTRIBUTE.test(value) ? `${name}="${value}"` : dialect.bound(name, value);
  const cls = (name: string) => `${classAttribute}="${name}"`;
  const add = (depth: number, line: string) => out.push(`${indent}${"  ".repeat(depth)}${line}`);

  const source = project.media.source;
  let trimmed = false;
  let open: string;
  let close: string;
  if (source !== null && (source.kind === "youtube" || source.kind === "vimeo")) {
    const component = source.kind === "youtube" ? "PopcornYouTube" : "PopcornVimeo";
    imports.add(component);
    // A Vimeo address is given as it is (an unlisted video's carries its hash); YouTube's component takes an id.
    const id = source.kind === "youtube" ? videoId("youtube", source.url) : undefined;
    if (source.kind === "youtube" && id === undefined) {
      throw refusal(
        "INVALID_OPTION",
        "YouTube address media.source.url",
        source.url,
        "a YouTube video's address (with its id)",
      );
    }
    const address = id === undefined ? bound("url", source.url) : bound("videoId", id);
    open = `<${component} ${cls(SCENE_CLASS.video)} ${address}>`;
    close = `</${component}>`;
  } else {
    imports.add("PopcornVideo");
    const src = mediaAddress(project, mediaUrl);
    trimmed = isTrimmed(project);
    const attributes = [
      cls(SCENE_CLASS.video),
      ...(src === undefined ? [] : [bound("src", src)]),
      ...(trimmed ? [dialect.trimEvents] : []),
    ];
    open = `<PopcornVideo ${attributes.join(" ")} controls ${dialect.playsInline} preload="auto">`;
    close = "</PopcornVideo>";
  }

  const components: string[] = [];
  const fromFiles: (typeof scene)[number][] = [];
  const lines: (typeof scene)[number][] = [];
  for (const item of scene) {
    const { event } = item;
    if (hasFileHtml(item)) {
      fromFiles.push(item);
      continue;
    }
    const times = `${bound("start", event.start)} ${bound("end", event.end)}`;
    if (event.type === "subtitle" && item.plugin) {
      if (typeof event.options.target !== "string") {
        // A line over the video: the media's data, shown by <Captions> as the HTML page and the stage show it.
        lines.push(item);
        continue;
      }
      imports.add("Cue");
      const line = `<Cue ${times} ${bound("target", event.options.target)}>${text(String(event.options.text ?? ""))}</Cue>`;
      // A <Cue> shows the line's text; a parsed line's settings, voice or styles have no place on it.
      for (const key of Object.keys(event.options)) {
        if (key !== "text" && key !== "target" && event.options[key] !== undefined) {
          skipped.push({
            path: `${item.path}.options.${key}`,
            reason: `A subtitle's option ${JSON.stringify(key)} has no place on the <Cue> that shows its text: left out.`,
            severity: "warning",
          });
        }
      }
      components.push(line);
      continue;
    }
    const component = item.plugin ? PLUGIN_COMPONENTS[event.type] : undefined;
    if (component === undefined) {
      const issue = leftOut(
        item,
        item.plugin
          ? "no component of the adapter writes it; left out."
          : "no plugin of that name in the catalogue; left out.",
      );
      skipped.push(issue);
      components.push(comment(commentText(`Left out: ${issue.reason}`)));
      continue;
    }
    pluginImports.add(component);
    const props = componentProps(item, skipped).map(([name, value]) => ` ${bound(name, value)}`);
    components.push(`<${component} ${times}${props.join("")} />`);
  }

  const coreImports: string[] = [];
  const types = [...new Set(fromFiles.map((item) => item.event.type))].sort();
  for (const type of types) {
    coreImports.push(`import { ${type} as ${type}Plugin, ${type}Markup } from "@popcorn-kit/core/plugins/${type}";`);
  }
  if (fromFiles.length > 0 || lines.length > 0) {
    const data = serialize(
      [...lines, ...fromFiles].map((item) => parsedEvent(item.event)),
      "popcorn-json",
    );
    const tracks = bound("tracks", [{ src: { text: data }, format: "popcorn-json" }]);
    const plugins =
      types.length > 0
        ? ` ${dialect.expression("plugins", `[${types.map((type) => `${type}Plugin`).join(", ")}]`)}`
        : "";
    // The lines show in the captions box by <Captions> (below), not in the media's own place.
    open = `${open.slice(0, -1)} ${tracks}${plugins} ${bound("captions", false)}>`;
  }
  // Leaflet draws a map with its own stylesheet (the map plugin's documented need).
  if (pluginImports.has(PLUGIN_COMPONENTS.map!) || types.includes("map")) coreImports.push(LEAFLET_CSS_IMPORT);
  if (fromFiles.length > 0) {
    imports.add("TrackEventViews");
    const views = `{ ${types.map((type) => `${type}: ${type}Markup`).join(", ")} }`;
    components.push(`<TrackEventViews ${dialect.expression("views", views)} />`);
  }
  if (lines.length > 0) imports.add("Captions");

  const by = outletsBy(project.layout);
  const outlet = (name: string) => `<div ${cls(outletClass(name))}><PopcornTarget ${bound("name", name)} /></div>`;
  add(0, `<div ${cls(SCENE_CLASS.scene)}>`);
  add(1, open);
  add(2, `<div ${cls(SCENE_CLASS.over)}>`);
  for (const o of by.over) add(3, outlet(o.name));
  add(3, `<div ${cls(SCENE_CLASS.captions)} aria-live="polite">`);
  if (lines.length > 0) add(4, "<Captions />");
  add(3, "</div>");
  add(2, "</div>");
  for (const placement of ["beside", "below"] as const) {
    if (by[placement].length === 0) continue;
    add(2, `<div ${cls(SCENE_CLASS[placement])}>`);
    for (const o of by[placement]) add(3, outlet(o.name));
    add(2, "</div>");
  }
  for (const line of components) add(2, line);
  add(1, close);
  add(0, "</div>");
  return {
    code: out.join("\n"),
    skipped,
    imports: [...imports].sort(),
    pluginImports: [...pluginImports].sort(),
    coreImports,
    trimmed,
  };
}

/** JSX's and Svelte's way: `name={value}`, `{"text"}`. */
export const braceDialect = (
  classAttribute: string,
  playsInline: string,
  comment: (text: string) => string,
  trimEvents: string,
): Dialect => ({
  classAttribute,
  playsInline,
  trimEvents,
  bound: (name, value) => `${name}={${jsLiteral(value)}}`,
  expression: (name, code) => `${name}={${code}}`,
  text: (value) => `{${jsLiteral(value)}}`,
  comment,
});

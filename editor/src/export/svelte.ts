import type { Project } from "../project/types.js";
import { layoutRules, stylesheet, transitionCss } from "./code/layout.js";
import { braceDialect, commentText, sceneMarkup } from "./code/markup.js";
import type { ExportResult } from "./code/scene.js";
import { trimCode } from "./code/trim.js";
import type { ExportComponentOptions } from "./react.js";

const svelte = braceDialect(
  "class",
  "playsinline",
  (text) => `<!-- ${text} -->`,
  "onloadedmetadata={keepInTrim} onplay={keepInTrim} ontimeupdate={keepInTrim}",
);

/**
 * The project as a Svelte 5 component's source, `Scene.svelte`: the same scene as `exportReact`, every value a
 * JavaScript literal in `{...}`, and the layout's stylesheet in a `<style>` block whose selectors are
 * `:global(...)` (the video and the outlets' content are the adapter's elements). Events no component writes are
 * a comment in the markup and listed in `skipped`.
 *
 * @example
 * const { code } = exportSvelte(project, { mediaUrl: "/media/clip.webm" });
 */
export function exportSvelte(project: Project, options: ExportComponentOptions = {}): ExportResult {
  const markup = sceneMarkup(project, svelte, options.mediaUrl, "");
  const transitions = transitionCss(project.layout, true);
  const code = `<!-- Scene.svelte: ${commentText(project.meta.title)}, exported from a Popcorn Kit project. -->
<script lang="ts">
  import "@popcorn-kit/core/styles.css";
  import { ${markup.imports.join(", ")} } from "@popcorn-kit/svelte";
${markup.pluginImports.length > 0 ? `  import { ${markup.pluginImports.join(", ")} } from "@popcorn-kit/svelte/plugins";\n` : ""}${markup.coreImports.map((line) => `  ${line}\n`).join("")}${markup.trimmed ? `\n${trimCode(project, "event: Event & { currentTarget: HTMLVideoElement }", "event.currentTarget", "  ")}\n` : ""}</script>

${markup.code}

<style>
${stylesheet(layoutRules(project.layout), "  ", (selector) => `:global(${selector})`)}${transitions === "" ? "" : `\n${transitions.replace(/^/gm, "  ")}`}
</style>
`;
  return { code, skipped: markup.skipped };
}

import type { Project } from "../project/types.js";
import { layoutCss } from "./code/layout.js";
import { jsLiteral } from "./code/literal.js";
import { type Dialect, commentText, sceneMarkup } from "./code/markup.js";
import type { ExportResult } from "./code/scene.js";
import { trimCode } from "./code/trim.js";
import type { ExportComponentOptions } from "./react.js";

// A binding's value is a JavaScript expression in a single-quoted attribute: the literal, its `'` escaped (it has
// no `&` to decode), so that vue-tsc, which reads the attribute's raw text, sees the same expression as Vue.
const vue: Dialect = {
  classAttribute: "class",
  playsInline: "playsinline",
  bound: (name, value) => `:${name}='${jsLiteral(value).replace(/'/g, "\\u0027")}'`,
  expression: (name, code) => `:${name}="${code}"`,
  text: (value) => `{{ ${jsLiteral(value)} }}`,
  comment: (text) => `<!-- ${text} -->`,
  trimEvents: '@loadedmetadata="keepInTrim" @play="keepInTrim" @timeupdate="keepInTrim"',
};

/**
 * The project as a Vue single-file component's source, `Scene.vue`: the same scene as `exportReact` in a
 * template, every value a bound JavaScript literal (`:text='"..."'`), and the layout's stylesheet in a
 * `<style>` block. Events no component writes are a comment in the template and listed in `skipped`.
 *
 * @example
 * const { code } = exportVue(project, { mediaUrl: "/media/clip.webm" });
 */
export function exportVue(project: Project, options: ExportComponentOptions = {}): ExportResult {
  const markup = sceneMarkup(project, vue, options.mediaUrl, "  ");
  const code = `<!-- Scene.vue: ${commentText(project.meta.title)}, exported from a Popcorn Kit project. -->
<script setup lang="ts">
import "@popcorn-kit/core/styles.css";
import { ${markup.imports.join(", ")} } from "@popcorn-kit/vue";
${markup.pluginImports.length > 0 ? `import { ${markup.pluginImports.join(", ")} } from "@popcorn-kit/vue/plugins";\n` : ""}${markup.coreImports.map((line) => `${line}\n`).join("")}${markup.trimmed ? `\n${trimCode(project, "event: Event", "event.currentTarget as HTMLVideoElement", "")}\n` : ""}</script>

<template>
${markup.code}
</template>

<style>
${layoutCss(project.layout)}
</style>
`;
  return { code, skipped: markup.skipped };
}

import type { Project } from "../project/types.js";
import { layoutCss } from "./code/layout.js";
import { braceDialect, commentText, sceneMarkup } from "./code/markup.js";
import { trimCode } from "./code/trim.js";
import type { ExportResult } from "./code/scene.js";

/** Options of `exportReact`, `exportVue` and `exportSvelte`. */
export interface ExportComponentOptions {
  /** The media's address in the app, instead of the project's (a local file is otherwise its name). */
  mediaUrl?: string;
}

const jsx = braceDialect(
  "className",
  "playsInline",
  (text) => `{/* ${text} */}`,
  "onLoadedMetadata={keepInTrim} onPlay={keepInTrim} onTimeUpdate={keepInTrim}",
);

/**
 * The project as a React component's source, `Scene.tsx`: `<PopcornVideo>` with a `<PopcornTarget>` in each
 * outlet of the layout, one plugin component per event (`<Footnote start={2} end={5} text={"..."}
 * target={"notes"} />`), subtitles over the video as the media's data shown by `<Captions>`, the layout's stylesheet in a `<style>` element, and the kit's stylesheet
 * imported (`@popcorn-kit/core/styles.css`: a bundler such as Vite takes it in). Every text is a JSON
 * string literal inside `{...}`, so it reads back as the same string. Events no component writes are a comment
 * in the code and listed in `skipped`.
 *
 * @example
 * const { code } = exportReact(project, { mediaUrl: "/media/clip.webm" });
 * writeFileSync("src/Scene.tsx", code);
 */
export function exportReact(project: Project, options: ExportComponentOptions = {}): ExportResult {
  const markup = sceneMarkup(project, jsx, options.mediaUrl, "    ");
  const code = `// Scene.tsx: ${commentText(project.meta.title)}, exported from a Popcorn Kit project.
import "@popcorn-kit/core/styles.css";
import { ${markup.imports.join(", ")} } from "@popcorn-kit/react";
${markup.pluginImports.length > 0 ? `import { ${markup.pluginImports.join(", ")} } from "@popcorn-kit/react/plugins";\n` : ""}${markup.coreImports.map((line) => `${line}\n`).join("")}${markup.trimmed ? 'import type { SyntheticEvent } from "react";\n' : ""}
/** The layout of the scene: its grid, and each outlet's box. */
const css = \`
${templateText(layoutCss(project.layout))}
\`;
${markup.trimmed ? `\n${trimCode(project, "event: SyntheticEvent<HTMLVideoElement>", "event.currentTarget", "")}\n` : ""}
/** The project's media with its timed content, laid out as in the editor. */
export function Scene() {
  return (
    <>
      <style>{css}</style>
${markup.code.replace(/^ {4}/gm, "      ")}
    </>
  );
}
`;
  return { code, skipped: markup.skipped };
}

/** Text as the body of a template literal: backslashes, backticks and `${` escaped, lines kept as lines. */
function templateText(text: string): string {
  return text.replace(/[\\`]|\$\{/g, (found) => `\\${found}`);
}

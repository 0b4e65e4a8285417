import { parse as parseVue } from "@vue/compiler-sfc";
import { transformSync } from "esbuild";
import { compile, parse as parseSvelte } from "svelte/compiler";
import { parse } from "@popcorn-kit/core/parsers";
import { PLUGIN_COMPONENTS } from "../../src/export/code/components.js";
import { CATALOGUE } from "../../src/plugins/catalogue.js";
import type { Project, ProjectEvent } from "../../src/project/types.js";

/** A component the generated code renders, with its props' values and its text child, as the framework reads them. */
export interface Written {
  component: string;
  props: Record<string, unknown>;
  text?: string;
}

/** Every name the generated code imported reads as itself: `views={{ text: textMarkup }}` is `{ text: "textMarkup" }`. */
const importedNames = new Proxy(
  {},
  {
    has: (_target, key) => typeof key === "string" && /^[a-z]\w*$/i.test(key) && !(key in globalThis),
    get: (_target, key) => key,
  },
);

/** Evaluates a JavaScript expression taken from generated code (in a test only: the code is the export's own). */
const evaluate = (expression: string): unknown =>
  new Function("names", `with (names) { return (${expression}); }`)(importedNames);

const sorted = (items: Written[]) => items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const MEDIA = new Set(["PopcornVideo", "PopcornYouTube", "PopcornVimeo"]);
const isComponent = (name: string) => /^[A-Z]/.test(name) && !MEDIA.has(name) && name !== "Fragment";

/**
 * The subtitle lines a media component is given as data (`tracks`: a Popcorn JSON text), each as a `Line` with
 * its times and options, its text apart, as `<Captions>` will show them.
 */
function linesOf(component: string, props: Record<string, unknown>): Written[] {
  if (!MEDIA.has(component) || !Array.isArray(props.tracks)) return [];
  return (props.tracks as { src: { text: string }; format: string }[]).flatMap((track) =>
    parse(track.src.text, { format: "popcorn-json" })
      .events.filter((event) => event.type === "subtitle")
      .map((event) => {
        const { text, ...rest } = event.options;
        return { component: "Line", props: { start: event.start, end: event.end, ...rest }, text: String(text) };
      }),
  );
}

/** An event's options as its component is given them: those equal to their default are left to the component. */
function written(event: ProjectEvent): Record<string, unknown> {
  const options = CATALOGUE.find((plugin) => plugin.name === event.type)?.manifest.options ?? {};
  return Object.fromEntries(
    Object.entries(event.options).filter(([key, value]) => {
      const fallback = options[key]?.default;
      return fallback === undefined || JSON.stringify(fallback) !== JSON.stringify(value);
    }),
  );
}

/**
 * What a project's scene should render: a subtitle line of the media's data per subtitle over the video (a `<Cue>`
 * per subtitle in an outlet), a plugin component per other event, an outlet per outlet.
 */
export function expected(project: Project): Written[] {
  const items: Written[] = project.layout.outlets.map((o) => ({ component: "PopcornTarget", props: { name: o.name } }));
  for (const lane of project.lanes) {
    for (const event of lane.events) {
      const times = { start: event.start, end: event.end };
      if (event.type === "subtitle") {
        const { text, ...rest } = event.options;
        const component = typeof rest.target === "string" ? "Cue" : "Line";
        items.push({ component, props: { ...times, ...rest }, text: String(text) });
        // The lines over the video show in one <Captions>.
        if (component === "Line" && !items.some((item) => item.component === "Captions"))
          items.push({ component: "Captions", props: {} });
      } else {
        items.push({ component: PLUGIN_COMPONENTS[event.type] ?? event.type, props: { ...times, ...written(event) } });
      }
    }
  }
  return sorted(items);
}

/** Runs a TSX component's code (compiled by esbuild) with a JSX factory that records each component and its props. */
export function readReact(code: string): Written[] {
  const { code: js } = transformSync(code, {
    loader: "tsx",
    format: "cjs",
    jsx: "transform",
    jsxFactory: "h",
    jsxFragment: "Fragment",
  });
  const items: Written[] = [];
  const h = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => {
    if (typeof type === "string" && isComponent(type)) {
      const text = children.filter((c) => typeof c === "string").join("");
      items.push({ component: type, props: { ...props }, ...(type === "Cue" ? { text } : {}) });
    }
    if (typeof type === "string") items.push(...linesOf(type, props ?? {}));
    return null;
  };
  // Every imported name is its own name as a string, so `h` sees which component each element is.
  const names = new Proxy({}, { get: (_target, key) => key });
  const module = { exports: {} as Record<string, () => unknown> };
  new Function("require", "module", "exports", "h", "Fragment", js)(() => names, module, module.exports, h, "Fragment");
  module.exports.Scene!();
  return sorted(items);
}

/** Parses a Vue SFC as `@vue/compiler-sfc` does and reads each component's bound props and text. */
export function readVue(code: string): Written[] {
  const { descriptor, errors } = parseVue(code);
  if (errors.length > 0) throw errors[0];
  const items: Written[] = [];
  const walk = (node: any) => {
    if (node.type === 1 && MEDIA.has(node.tag)) {
      const tracks = node.props.find((p: any) => p.type === 7 && p.name === "bind" && p.arg.content === "tracks");
      if (tracks) items.push(...linesOf(node.tag, { tracks: evaluate(tracks.exp.content) }));
    }
    if (node.type === 1 && isComponent(node.tag)) {
      const props: Record<string, unknown> = {};
      for (const p of node.props) {
        if (p.type === 7 && p.name === "bind") props[p.arg.content] = evaluate(p.exp.content);
        else if (p.type === 6) props[p.name] = p.value?.content ?? true;
      }
      const text = (node.children ?? [])
        .filter((c: any) => c.type === 5)
        .map((c: any) => String(evaluate(c.content.content)))
        .join("");
      items.push({ component: node.tag, props, ...(node.tag === "Cue" ? { text } : {}) });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(descriptor.template!.ast);
  return sorted(items);
}

/** Parses (and compiles, to be sure it does) a Svelte component, and reads each component's props and text. */
export function readSvelte(code: string): Written[] {
  compile(code, { generate: "client" });
  const ast: any = parseSvelte(code, { modern: true });
  const items: Written[] = [];
  const source = (expression: any) => evaluate(code.slice(expression.start, expression.end));
  const walk = (node: any) => {
    if (node.type === "Component" && MEDIA.has(node.name)) {
      const tracks = node.attributes.find((a: any) => a.name === "tracks" && a.value?.type === "ExpressionTag");
      if (tracks) items.push(...linesOf(node.name, { tracks: source(tracks.value.expression) }));
    }
    if (node.type === "Component" && isComponent(node.name)) {
      const props: Record<string, unknown> = {};
      for (const a of node.attributes) {
        props[a.name] =
          a.value === true
            ? true
            : a.value.type === "ExpressionTag"
              ? source(a.value.expression)
              : a.value.map((v: any) => v.data).join("");
      }
      const text = node.fragment.nodes
        .filter((c: any) => c.type === "ExpressionTag")
        .map((c: any) => String(source(c.expression)))
        .join("");
      items.push({ component: node.name, props, ...(node.name === "Cue" ? { text } : {}) });
    }
    for (const child of node.fragment?.nodes ?? []) walk(child);
  };
  walk(ast);
  return sorted(items);
}

import type { OptionSpec, PluginDefinition } from "@popcorn-kit/core";
import { labelOf, outletOptionOf } from "../../catalogue/facts.generated.js";
import type { Project } from "../../project/types.js";

/** Placeholder addresses the kit's URL rules accept (http(s)); a person replaces them in the inspector. */
const EXAMPLE_URL = "https://example.com/";
/**
 * A new image's picture until a person sets one: a 320x180 PNG of hills and a sun in the kit's warm greys,
 * inline so that it shows offline and asks nothing of any server (1.6 kB).
 */
const PLACEHOLDER_IMAGE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAUAAAAC0CAIAAABqhmJGAAAGF0lEQVR4Ae3BvYpb67qE0We/9B0oUqTcmTPff1RZZRXtpGGDOIHu4cCChmXstvtHUz0/qcb4z//9779U1ZqGqlrWUFXLGqpqWUNVLWuoqmUNVbWsoaqWNVTVsoaqWtZQVcsaqmpZQ1Uta6iqZQ1VtayhqpY1VNWyhqpa1lBVyxqqallDVS1rqKplDVW1rKGqljVU1bKGqlrWUFXLGqpqWUNVLWuoqmUNVbWsoaqWNVTVsoaqWtZQVcsaqmpZQ1Uta6iqZQ1VtayhqpY1VNWyhqpa1lBVyxqqallDVS1rqKplDVW1rCeqbu5yfuaPDscT9QZPVN3Q5fzMG1zOz8DheKL+6Imqm7icn3mny/kZOBxP1CuGqu1dzs981OX8TL1iqNrY5fzM51zOz9TvDFVbupyfuYbL+Zn6xVC1mcv5meu5nJ+pnw1VtayhahuX8zPXdjk/U/8yVNWyhqoNXM7PbONyfqZeDFW1rKGqljVU1bKGqlrWUFXLGqpqWUNVLWuoqmUNVbWsoaqWNVRt4HA8sY3D8US9GKpqWUPVNg7HE9d2OJ6ofxmqallD1WYOxxPXczieqJ8NVVs6HE9cw+F4on4xVG3scDzxOYfjifqdoWp7h+OJjzocT9Qrnqi6icPxBFzOz7zZ4Xii/uiJqhs6HE/A5fzMHx2OJ+oNnqi6ucPxRF3DUFXLGqpqWUNVLWuoqmUNVbWsoaqWNVTVsoaqWtZQVcsaqmpZQ1Uta6ibiEXVtQ21vVhALKquaqiNxeJFLKquZ6gtxeJnsai6kqE2E4vfiUXVNQy1jVi8LhZVnzbUBmLxN7Go+pyhri0WbxOLqk8Y6qpi8R6xqPqoJ+pKYvEhsYBv339Q9U5DXUMsPicWVe801KfF4hpiUfUeQ31OLK4nFlVvNtQnxOLaYlH1NkN9VCy2EYuqNxjqQ2KxpVhU/c1Q7xeL7cWi6o+GeqdY3Eosql73RL1ZLG4uFvDt+w+qfjHU28Ti68Si6hdDvUEsvlosqn421N/EYh9iUfUvQ/1RLPYkFlUvhnpdLPYnFlX/GOoVsdirWFTBUL8Ti32LRT28oX4RixXEoh7bE/UvsVhKLODb9x/UQxrqRSzWFIt6SEP9IxYri0U9nqEgFuuLxZpiUR8yPLxY3ItYrCYWEIt6v+GxxeK+xGIdsXgRi3qn4YHF4h7FYgWx+Fks6j2GRxWL+xWLHYsVi9+JFYt6m+EhxeLexWKXYvE3sag3GB5MrFg8hlix2JNYvE0s6m+GRxKLxxOLfYjFe8Si/mh4GLF4VLH4UrFi8X6xYlGvGB5DLB5bLL5ILD4nFvU7wwOIRUEsbi4W1xCL+sVw72JRL2JxQ7G4nljUz4a7Fov6WSy2FysW1xYrFvViuF+xqN+JxZZisaVY1D+GOxWLel0sthGL7cWiYLg7sWJRfxMrFlcVi1uJxcMb7kss6j1icQ2xYnFbsWLxwIY7Eot6v1h8Tiy+Tiwe1XAvYlEfFYuPisVXi8VDGu5CLOpzYvF+sdiHWDyeYX2xqGuIxZvFisWexIrFIxkWF4u6nli8QSz2KhYPY1hZLOraYvFHsdi3WDyGYVmxqG3E4hWxWEEsHsATC4pFbSwW8O37D17EYimxgG/ff3C/htXEom4lFv+IxZpicb+GpcSibitWLFYWizs1rCMWVR8Si3s0LCIWVZ8QKxb3ZVhBLKquIRZ3ZNi9WFRdTyzuxbBvsai6tljchWHHYlG1jVixWNywS7FiUbWxWKxs2J9YVN1KLJY17Ewsqm4rFmsa9iQWVV8hVixWM+xGLKq+VCyWMuxDLKp2IBbrGHYgFlW7EYtFDF8tFlU7EysWuzd8qVhU7VUs9m34IrFiUbVvsdix4SvEomoRsdir4eZiUbWUWLHYn+G2YlG1pljszHBDsahaWSz2ZLiVWFStLxa7MdxELKruRaxY7MCwvVhU3Z1YfLVhY7GoulOx+FLDZmLFouquxeLrDNuIRdVjiBWLrzBsIBZVDyYWNzdcWyyqHlIsbmu4qlhUPbBY3NBwPbGoenixYnETw5XEoqpexGJ7wzXEoqp+FouNDZ8Wi6r6nVhs6f8BErCv2omhY/4AAAAASUVORK5CYII=";
const EXAMPLE_MEDIA = "https://example.com/clip.mp4";

/** Words for required text options of common names, so a new event reads well in the preview. */
const TEXT_BY_NAME: Readonly<Record<string, string>> = {
  name: "Name",
  title: "Title",
  alt: "Placeholder: hills under a sun",
  classes: "highlight",
  template: "{{text}}",
};

/**
 * True when a new event of `plugin` can be made in the editor: it has no required `function` option without a
 * default (a function is set in code; a project file holds only JSON).
 */
export function canAddInEditor(plugin: PluginDefinition<any, any>): boolean {
  return Object.values(plugin.manifest.options as Record<string, OptionSpec>).every(
    (spec) => spec.type !== "function" || !spec.required || spec.default !== undefined,
  );
}

/**
 * Options that make a new event of `plugin` valid and visible: each option's default is left to the manifest,
 * and required options without one get a sensible value by type (`"New footnote"`, `https://example.com/`,
 * the first choice...), as does a `text` option whose default is empty. An option of type `target` names the
 * layout's first outlet when there is one.
 *
 * @example
 * editor.run(addEvent({ type: "footnote", start: 0, end: 4, options: defaultOptions(footnote, project) }));
 */
export function defaultOptions(plugin: PluginDefinition<any, any>, project: Project): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const specs = plugin.manifest.options as Record<string, OptionSpec>;
  const label = labelOf(plugin.name, plugin).toLowerCase();
  const outletOption = outletOptionOf(plugin.name, plugin);
  for (const [key, spec] of Object.entries(specs)) {
    if (key === outletOption) {
      const outlet = project.layout.outlets[0];
      if (outlet) options[key] = outlet.name;
      continue;
    }
    // A text plugin whose text defaults to "" would add an event that shows nothing.
    if (spec.type === "text" && key === "text" && spec.default === "") {
      options[key] = `New ${label}`;
      continue;
    }
    if (spec.default !== undefined || !spec.required) continue;
    const value = requiredValue(key, spec, label, project);
    if (value !== undefined) options[key] = value;
  }
  return options;
}

function requiredValue(key: string, spec: OptionSpec, label: string, project: Project): unknown {
  switch (spec.type) {
    case "text":
      return TEXT_BY_NAME[key] ?? (key === "label" ? capitalise(label) : `New ${label}`);
    case "html":
      return `<p>New ${label}</p>`;
    case "number": {
      const low = spec.min ?? Number.NEGATIVE_INFINITY;
      const high = spec.max ?? Number.POSITIVE_INFINITY;
      return Math.min(Math.max(0, low), high);
    }
    case "boolean":
      return false;
    case "url": {
      if (spec.kind === "media") {
        const source = project.media.source;
        return source?.kind === "url" ? source.url : EXAMPLE_MEDIA;
      }
      return spec.kind === "image" ? PLACEHOLDER_IMAGE : EXAMPLE_URL;
    }
    case "select":
      return spec.choices[0];
    case "time":
      return 0;
    case "color":
      return "#ffcc00";
    case "json":
      return {};
    default:
      return undefined;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

import { type Markup, el } from "../../markup/markup.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";
import type { MarkupProps } from "../../markup/markupProps.js";

/** The sandbox flags a `webpage` event may lift, one by one. */
export const SANDBOX_FLAGS = [
  "allow-downloads",
  "allow-forms",
  "allow-modals",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-presentation",
  "allow-same-origin",
  "allow-scripts",
] as const;

const FLAGS: ReadonlySet<string> = new Set(SANDBOX_FLAGS);

/** Why a sandbox value is refused, or undefined when it is accepted. */
function checkSandbox(value: string): string | undefined {
  const flags = value.split(/[ \t\n]+/).filter((flag) => flag !== "");
  const unknown = flags.find((flag) => !FLAGS.has(flag));
  if (unknown !== undefined) return `space-separated flags from ${SANDBOX_FLAGS.join(", ")} (not "${unknown}")`;
  // Together they let the framed page remove its own sandbox.
  if (flags.includes("allow-scripts") && flags.includes("allow-same-origin"))
    return "allow-scripts or allow-same-origin, not both";
  return undefined;
}

const REFERRER_POLICIES = [
  "no-referrer",
  "no-referrer-when-downgrade",
  "origin",
  "origin-when-cross-origin",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
] as const;

/**
 * A web page in a sandboxed iframe (Popcorn's `webpage`). The sandbox lifts nothing by default: the framed page
 * runs no script, opens no popup and submits no form unless `sandbox` names the flags that allow it (from
 * `SANDBOX_FLAGS`; `allow-scripts` with `allow-same-origin` is refused, since together they undo the sandbox).
 * It loads lazily and sends no referrer unless `referrerpolicy` says otherwise.
 *
 * @example
 * pop.add(webpage, { start: 10, end: 20, src: "https://example.org/", title: "The project's site", sandbox: "allow-scripts" });
 */
export const webpage = /* @__PURE__ */ definePlugin({
  name: "webpage",
  manifest: {
    about: { name: "Web page", description: "A web page in a sandboxed frame." },
    options: {
      src: { type: "url", label: "Page URL", required: true },
      title: {
        type: "text",
        label: "Title",
        description: "What the frame holds, for screen readers.",
        default: "Web page",
      },
      sandbox: {
        type: "text",
        label: "Sandbox flags",
        description: "Space-separated flags the frame is allowed.",
        default: "",
        check: checkSandbox,
      },
      referrerpolicy: { type: "select", label: "Referrer policy", choices: REFERRER_POLICIES, default: "no-referrer" },
      target: { type: "target", label: "Target" },
    },
  },
});

/** The options of a `webpage` event. */
export type WebpageOptions = InferOptions<typeof webpage.manifest>;

/** A web page's markup: `<div class="pk-webpage">` holding the sandboxed, lazily loaded `<iframe>`. */
export function webpageMarkup({ src, title, sandbox, referrerpolicy }: MarkupProps<WebpageOptions>): Markup {
  return el(
    "div",
    { class: "pk-webpage" },
    el("iframe", { class: "pk-webpage__frame", src, title, sandbox, referrerpolicy, loading: "lazy" }),
  );
}

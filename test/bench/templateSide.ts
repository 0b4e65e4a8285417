import { createPopcorn, createVirtualPlayer } from "../../core/src/index.js";
import { template } from "../../core/src/plugins/catalogue/template.js";
import { heapAfterGc } from "./table.js";

// One subject of template.ts, in a process of its own (a fresh heap): the memory in use before and after
// TEMPLATE_COUNT instances, each with a template event of a distinct template of about 2 KB, are made, filled
// and destroyed; printed as one line of JSON. The core is imported by path, so that the same file measures
// another checkout's core (the one before a change) when copied there.

const COUNT = Number(process.env.TEMPLATE_COUNT ?? 3000);

/** A distinct template of about 2 KB: twenty paragraphs with a value each, the instance's number in the first. */
function distinctTemplate(i: number): string {
  const paragraphs = [`<h3>{{title}} #${i}</h3>`];
  for (let p = 0; p < 20; p++) paragraphs.push(`<p>Paragraph ${p} of template ${i}: {{body}} ${"·".repeat(60)}</p>`);
  return paragraphs.join("\n");
}

/** Lets the lazy import of Mustache and the fills settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function kit(): Promise<void> {
  for (let i = 0; i < COUNT; i++) {
    const pop = createPopcorn(createVirtualPlayer({ duration: 10 }), {
      ticker: "manual",
      plugins: [template],
      sanitizeHtml: (html) => html,
    });
    pop.add(template, { start: 0, end: 10, template: distinctTemplate(i), data: { title: "T", body: "text" } });
    await settle();
    pop.destroy();
  }
}

/** What the plugin did before it had a writer of its own: Mustache.render, whose template cache is the page's. */
async function sharedCache(): Promise<void> {
  const { default: Mustache } = await import("mustache");
  for (let i = 0; i < COUNT; i++) Mustache.render(distinctTemplate(i), { title: "T", body: "text" });
}

const subjects: Record<string, () => Promise<void>> = { kit, shared: sharedCache };
// Mustache itself, loaded first, is not counted.
await import("mustache");
const before = heapAfterGc();
await subjects[process.env.TEMPLATE_SUBJECT!]!();
await settle();
console.log(JSON.stringify({ before, after: heapAfterGc() }));

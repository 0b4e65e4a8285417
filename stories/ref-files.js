// Completes a Storybook built to be shown as a ref of the composed site (storybook-static/vue, /svelte).
// The host's manager asks every ref for index.json, stories.json and metadata.json; `storybook build` writes only
// index.json, so the other two answered 404 on every visit. stories.json is the older name of the same index,
// and metadata.json holds what a ref may add to its entry (versions, a login URL): nothing here.
//
// Usage: node ref-files.js <output directory>...   (run after `storybook build` of a ref)
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes stories.json (a copy of index.json) and an empty metadata.json into a ref's build output.
 * @param {string} directory The ref's `storybook build` output directory, which holds its index.json.
 * @returns {void}
 */
function writeRefFiles(directory) {
  const index = join(directory, "index.json");
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: ref-files.js completes a built Storybook; run \`storybook build\` first.`);
  }
  copyFileSync(index, join(directory, "stories.json"));
  writeFileSync(join(directory, "metadata.json"), "{}\n");
}

const directories = process.argv.slice(2);
if (directories.length === 0) {
  console.error("Usage: node ref-files.js <output directory>...");
  process.exit(1);
}
for (const directory of directories) writeRefFiles(directory);

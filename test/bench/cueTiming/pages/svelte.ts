// @popcorn-kit/svelte: <PopcornVideo> with 1,000 keepMounted <Cue>s (SvelteCues.svelte), each a snippet whose
// {#if} on `active` counts its runs and renders the cue's element while active.
import type { Popcorn } from "@popcorn-kit/core";
import { mount } from "svelte";
import { benchPage } from "../harness.js";
import SvelteCues from "./SvelteCues.svelte";
import { untilAllAdded } from "./untilAllAdded.js";

benchPage(async ({ root, cues, rendered }) => {
  const popcorn = new Promise<Popcorn>((onReady) =>
    mount(SvelteCues, { target: root, props: { cues, rendered, onReady } }),
  );
  await untilAllAdded(await popcorn, cues.length);
  return root.querySelector("video")!;
});

import type { TrackEventView } from "@popcorn-kit/core";
import { expectTypeOf } from "vitest";
import type { ComponentInstance, Ref, ShallowRef } from "vue";
import { type Cue, type CueState, createPluginComponent, useCue, useMediaState } from "../src/index.js";
import FootnoteView from "./fixtures/FootnoteView.vue";
import { footnote } from "./world.js";

// Slices keep their type and cannot be written.
expectTypeOf(useMediaState((s) => s.paused)).toEqualTypeOf<Readonly<ShallowRef<boolean>>>();
expectTypeOf(useCue({ start: 1 })).toEqualTypeOf<CueState>();
expectTypeOf(useCue().active).toEqualTypeOf<Readonly<Ref<boolean>>>();

// A plugin component's props come from the manifest: required text, select choices, timing, listeners.
const Footnote = createPluginComponent(footnote, FootnoteView);
type FootnoteProps = ComponentInstance<typeof Footnote>["$props"];
expectTypeOf<FootnoteProps["text"]>().toEqualTypeOf<string>();
expectTypeOf<FootnoteProps["tone"]>().toEqualTypeOf<"plain" | "bold" | undefined>();
expectTypeOf<FootnoteProps["onStart"]>().toEqualTypeOf<((event: TrackEventView) => void) | undefined>();

// <Cue>'s props: times as seconds or timecodes.
type CueProps = ComponentInstance<typeof Cue>["$props"];
expectTypeOf<{ start: "1:02"; end: 5; keepMounted: true }>().toExtend<CueProps>();
expectTypeOf<{ start: { seconds: 1 } }>().not.toExtend<CueProps>();

// Every entry a consumer may import, so that the compiler reads each one's declarations (see tsconfig.json).
// A new entry of core's package.json belongs here too.
import * as core from "@popcorn-kit/core";
import * as corePlayersHtml from "@popcorn-kit/core/players/html";
import * as corePlayersSmooth from "@popcorn-kit/core/players/smooth";
import * as corePlayersYoutube from "@popcorn-kit/core/players/youtube";
import * as corePlayersVimeo from "@popcorn-kit/core/players/vimeo";
import * as corePlayersHls from "@popcorn-kit/core/players/hls";
import * as corePlayersSmart from "@popcorn-kit/core/players/smart";
import * as coreParsers from "@popcorn-kit/core/parsers";
import * as coreParsersLazy from "@popcorn-kit/core/parsers/lazy";
import * as coreParsersWebvtt from "@popcorn-kit/core/parsers/webvtt";
import * as coreParsersSrt from "@popcorn-kit/core/parsers/srt";
import * as coreParsersSbv from "@popcorn-kit/core/parsers/sbv";
import * as coreParsersSsa from "@popcorn-kit/core/parsers/ssa";
import * as coreParsersTtml from "@popcorn-kit/core/parsers/ttml";
import * as coreParsersTtxt from "@popcorn-kit/core/parsers/ttxt";
import * as coreParsersPopcornJson from "@popcorn-kit/core/parsers/popcorn-json";
import * as coreParsersPopcornXml from "@popcorn-kit/core/parsers/popcorn-xml";
import * as coreSanitize from "@popcorn-kit/core/sanitize";
import * as coreAdapter from "@popcorn-kit/core/adapter";
import * as coreMarkup from "@popcorn-kit/core/markup";
import * as corePluginsApplyclass from "@popcorn-kit/core/plugins/applyclass";
import * as corePluginsAttribution from "@popcorn-kit/core/plugins/attribution";
import * as corePluginsCallout from "@popcorn-kit/core/plugins/callout";
import * as corePluginsCaptions from "@popcorn-kit/core/plugins/captions";
import * as corePluginsChapters from "@popcorn-kit/core/plugins/chapters";
import * as corePluginsCode from "@popcorn-kit/core/plugins/code";
import * as corePluginsFootnote from "@popcorn-kit/core/plugins/footnote";
import * as corePluginsImage from "@popcorn-kit/core/plugins/image";
import * as corePluginsLowerthird from "@popcorn-kit/core/plugins/lowerthird";
import * as corePluginsMap from "@popcorn-kit/core/plugins/map";
import * as corePluginsMediaspawner from "@popcorn-kit/core/plugins/mediaspawner";
import * as corePluginsPause from "@popcorn-kit/core/plugins/pause";
import * as corePluginsPersontag from "@popcorn-kit/core/plugins/persontag";
import * as corePluginsSketch from "@popcorn-kit/core/plugins/sketch";
import * as corePluginsTemplate from "@popcorn-kit/core/plugins/template";
import * as corePluginsText from "@popcorn-kit/core/plugins/text";
import * as corePluginsTicker from "@popcorn-kit/core/plugins/ticker";
import * as corePluginsTimeline from "@popcorn-kit/core/plugins/timeline";
import * as corePluginsTranscript from "@popcorn-kit/core/plugins/transcript";
import * as corePluginsWebpage from "@popcorn-kit/core/plugins/webpage";
import * as corePluginsWikipedia from "@popcorn-kit/core/plugins/wikipedia";
import * as corePluginsWordriver from "@popcorn-kit/core/plugins/wordriver";
import * as react from "@popcorn-kit/react";
import * as reactPlugins from "@popcorn-kit/react/plugins";
import * as vue from "@popcorn-kit/vue";
import * as vuePlugins from "@popcorn-kit/vue/plugins";
import * as svelte from "@popcorn-kit/svelte";
import * as sveltePlugins from "@popcorn-kit/svelte/plugins";
import * as compat from "@popcorn-kit/compat";
import * as compatComplete from "@popcorn-kit/compat/complete";
import * as editor from "@popcorn-kit/editor";
import * as editorReact from "@popcorn-kit/editor/react";
import { createElement } from "react";

export const entries = [
  core,
  corePlayersHtml,
  corePlayersSmooth,
  corePlayersYoutube,
  corePlayersVimeo,
  corePlayersHls,
  corePlayersSmart,
  coreParsers,
  coreParsersLazy,
  coreParsersWebvtt,
  coreParsersSrt,
  coreParsersSbv,
  coreParsersSsa,
  coreParsersTtml,
  coreParsersTtxt,
  coreParsersPopcornJson,
  coreParsersPopcornXml,
  coreSanitize,
  coreAdapter,
  coreMarkup,
  corePluginsApplyclass,
  corePluginsAttribution,
  corePluginsCallout,
  corePluginsCaptions,
  corePluginsChapters,
  corePluginsCode,
  corePluginsFootnote,
  corePluginsImage,
  corePluginsLowerthird,
  corePluginsMap,
  corePluginsMediaspawner,
  corePluginsPause,
  corePluginsPersontag,
  corePluginsSketch,
  corePluginsTemplate,
  corePluginsText,
  corePluginsTicker,
  corePluginsTimeline,
  corePluginsTranscript,
  corePluginsWebpage,
  corePluginsWikipedia,
  corePluginsWordriver,
  react,
  reactPlugins,
  vue,
  vuePlugins,
  svelte,
  sveltePlugins,
  compat,
  compatComplete,
  editor,
  editorReact,
];

// The Popcorn 1.x API as a page written for it uses it, checked against the published declarations.
const p: compat.PopcornInstance = compatComplete.Popcorn("#video");
p.footnote({ start: 2, end: 6, text: "Filmed in 1969", target: "notes" }).play(1);
const seconds: number = p.currentTime();
p.currentTime(seconds + 1).listen("timeupdate", function (this: compat.PopcornInstance) {
  this.roundTime();
});
compat.Popcorn.plugin("mine", {
  start(_event, options) {
    options.text;
  },
});

// An editor session as an interface built on the engine drives it.
const session: editor.Editor = editor.createEditor({ plugins: editor.CATALOGUE });
const added: string = session.run(
  editor.addEvent({ type: "footnote", start: 2, end: 6, options: { text: "Apollo 11" } }),
);
session.run(editor.moveEvents(added, { by: 1.5 }));
const snapshot: editor.EditorSnapshot = session.getSnapshot();
snapshot.project.lanes[0]?.events[0]?.options;

// The editor's interface, embedded in an app with a project of its own, controlled.
let current = editor.createProject({ meta: { title: "Moon landing" } });
const embedded = createElement(editorReact.PopcornEditor, {
  project: current,
  onChange: (next: editor.Project) => {
    current = next;
  },
  theme: "dark",
  storage: null,
  samples: [{ label: "Apollo 11 (1 min)", url: "/apollo.webm", frameRate: 25 }],
});
embedded.props.theme;

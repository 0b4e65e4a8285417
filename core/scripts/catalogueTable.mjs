// The plugin catalogue, one entry per plugin, from which `core/scripts/catalogue.mjs` writes core's package
// entries, each adapter's plugin components, the conformance harnesses' tables of them, and what the editor and
// compat know of each plugin (its group, label, outlet option and Popcorn 1.x mapping). Adding a plugin is one
// entry here (its source in src/plugins/catalogue), then `npm run catalogue -w @popcorn-kit/core`.

/** @typedef {"react" | "vue" | "svelte"} Framework */

/**
 * A text per framework where their syntax differs: `svelte` defaults to `react`'s (both write attributes as
 * `name={value}`). An array is one line each.
 * @typedef {{ react: string | string[]; vue: string | string[]; svelte?: string | string[] }} PerFramework
 */

/**
 * A plugin's group: its heading in the editor's palette (see `PALETTE_HEADINGS`) and its colour family, the
 * `--pke-event-<group>` token of its swatch, its timeline boxes and its inspector's head.
 * @typedef {"text" | "picture" | "page" | "data" | "behaviour" | "subtitle"} PluginGroup
 */

/**
 * The name of a value transform of the Popcorn 1.x mapping (see `POPCORN_1X_TRANSFORMS`): what a mapped option
 * needs besides its new name. compat implements the 1.x-to-kit direction, the editor's HTML export the other.
 * @typedef {"callback" | "called" | "json" | "license" | "markers" | "negate" | "timelineOrder" | "wikipediaTitle"} Popcorn1xTransform
 */

/**
 * How Popcorn 1.x calls a plugin, both ways: compat reads a 1.x call into the kit's options with it, and the
 * editor's HTML export writes a kit event as that call. What is not one option to one option (a 1.x option that
 * is two of the kit's, or one read from another) each side maps by hand, and the comment beside says what.
 * @typedef {object} Popcorn1x
 * @property {string} method The 1.x method: `pop.<method>({ ... })`, and the export's.
 * @property {readonly string[]} [aliases] Other 1.x methods compat runs the same way (`openmap` for `googlemap`).
 * @property {"leaflet" | "mustache" | "p5"} [library] The library the 1.x method needs on the page (compat's
 *   `LIBRARY_PLUGINS`); the editor's HTML page loads Leaflet alone.
 * @property {Readonly<Record<string, string>>} options Each kit option that is one 1.x option: its 1.x name.
 * @property {Readonly<Record<string, Popcorn1xTransform>>} [values] A kit option whose value changes on the way,
 *   and the transform that changes it.
 * @property {readonly string[]} [html] The kit options 1.x set as HTML: compat shows them sanitized unless the
 *   call says `escape: true`, and the export says `escape: true` when their text holds markup.
 * @property {readonly string[]} [byHand] Kit options each side maps by hand, not one to one (so that the export
 *   does not count them as lost).
 */

/**
 * What the editor and compat know of a plugin, beside its definition: every entry that defines a plugin has them
 * (tests/catalogueFacts.test.ts checks them against the definition); `captions` and `transcript`, which define
 * none, leave them out.
 * @typedef {object} PluginFacts
 * @property {string} [type] The plugin's name (its events' `type`) when it is not the entry's `name`.
 * @property {PluginGroup} [group] Its palette heading and colour family.
 * @property {string} [label] What the editor calls it: its manifest's `about.name` (`Lower third`).
 * @property {string | null} [outlet] Its option of type `target`, which names the outlet it renders into;
 *   null for a plugin that renders into none.
 * @property {Popcorn1x | null} [popcorn1x] How Popcorn 1.x calls it; null for a plugin 1.x had no method for.
 */

/**
 * @typedef {object} CataloguePluginEntry
 * @property {string} name The plugin's name: its subpath (`@popcorn-kit/core/plugins/<name>`) and its key in
 *   the conformance harnesses' tables.
 * @property {string} source Its module under `core/src/plugins/catalogue`: a file, or a folder's `index.ts`.
 * @property {string} [component] The name of the component each adapter exports for it from `<adapter>/plugins`;
 *   left out for a plugin whose components are written by hand in each adapter.
 * @property {string} [definition] The plugin definition's export name in its module.
 * @property {string | null} [markup] The markup function's export name; null for a plugin that renders nothing.
 * @property {string | PerFramework} [summary] The component's JSDoc summary.
 * @property {PerFramework} [example] The component's JSDoc `@example`, in each framework's template syntax.
 */

/** @typedef {CataloguePluginEntry & PluginFacts} CataloguePlugin */

/**
 * A plugin of core's root entry (`@popcorn-kit/core`) that the editor offers beside the catalogue's.
 * @typedef {object} BuiltInPluginEntry
 * @property {string} name The plugin's name, its events' `type`.
 * @property {string} definition Its export name in `@popcorn-kit/core`.
 */

/** @typedef {BuiltInPluginEntry & Required<Omit<PluginFacts, "type">>} BuiltInPlugin */

/** @type {readonly CataloguePlugin[]} */
export const CATALOGUE = [
  {
    name: "footnote",
    source: "footnote.ts",
    component: "Footnote",
    definition: "footnote",
    markup: "footnoteMarkup",
    group: "text",
    label: "Footnote",
    outlet: "target",
    popcorn1x: { method: "footnote", options: { text: "text", target: "target" }, html: ["text"] },
    summary:
      'A footnote while the event is active: `<aside class="pk-footnote">` with its text, in place or in the outlet `target` names.',
    example: {
      react: '<Footnote start={2} end={6} text="Recorded in 1969" target="notes" />',
      vue: '<Footnote :start="2" :end="6" text="Recorded in 1969" target="notes" />',
    },
  },
  {
    name: "text",
    source: "text.ts",
    component: "Text",
    definition: "text",
    markup: "textMarkup",
    group: "text",
    label: "Text",
    outlet: "target",
    popcorn1x: {
      method: "text",
      // 1.x's `text` is the kit's `html`, or its `text` with `escape: true`: each side maps the two by hand.
      options: {
        href: "href",
        background: "background",
        font: "font",
        size: "size",
        color: "color",
        bold: "bold",
        italic: "italic",
        underline: "underline",
        align: "align",
        target: "target",
      },
      byHand: ["text", "html"],
    },
    summary: 'A block of text, or of sanitized HTML (`html`), while the event is active: `<div class="pk-text">`.',
    example: {
      react: '<Text start={0} end={10} html="<b>Live</b> from the studio" />',
      vue: '<Text :start="0" :end="10" html="<b>Live</b> from the studio" />',
    },
  },
  {
    name: "image",
    source: "image.ts",
    component: "Image",
    definition: "image",
    markup: "imageMarkup",
    group: "picture",
    label: "Image",
    outlet: "target",
    popcorn1x: {
      method: "image",
      // 1.x's `text` (HTML) was both the caption and the alternative text: each side maps it by hand.
      options: { src: "src", href: "href", alt: "alt", caption: "caption", target: "target" },
      html: ["caption"],
    },
    summary:
      'An image while the event is active: `<figure class="pk-image">` with the image (`alt` is required; `""` for decoration), an optional link and caption.',
    example: {
      react: '<Image start={4} end={9} src="/media/map.png" alt="Map of the route" caption="The route in 1969" />',
      vue: '<Image :start="4" :end="9" src="/media/map.png" alt="Map of the route" caption="The route in 1969" />',
    },
  },
  {
    name: "webpage",
    source: "webpage.ts",
    component: "Webpage",
    definition: "webpage",
    markup: "webpageMarkup",
    group: "page",
    label: "Web page",
    outlet: "target",
    popcorn1x: { method: "webpage", options: { src: "src", sandbox: "sandbox", title: "title", target: "target" } },
    summary:
      "A web page in a sandboxed, lazily loaded iframe while the event is active (`sandbox` lifts flags from an allow-list).",
    example: {
      react: '<Webpage start={10} end={20} src="https://example.org/" title="The project site" />',
      vue: '<Webpage :start="10" :end="20" src="https://example.org/" title="The project site" />',
    },
  },
  {
    name: "code",
    source: "code.ts",
    component: "Code",
    definition: "code",
    markup: null,
    group: "behaviour",
    label: "Code",
    outlet: null,
    popcorn1x: {
      method: "code",
      options: { onStart: "onStart", onFrame: "onFrame", onEnd: "onEnd" },
      values: { onStart: "callback", onFrame: "callback", onEnd: "callback" },
    },
    summary: {
      react:
        "Runs code while the event is active: `onStart` and `onEnd` (with the event), and `onFrame` (with the event, its progress and the instance) on every frame. Renders nothing.",
      vue: "Runs code while the event is active: `@start` and `@end` (with the event), and `onFrame` (with the event, its progress and the instance) on every frame. Renders nothing.",
      svelte:
        "Runs code while the event is active: `onstart` and `onend` (with the event), and `onFrame` (with the event, its progress and the instance) on every frame. Renders nothing.",
    },
    example: {
      react: "<Code start={5} end={8} onStart={() => setDark(true)} onEnd={() => setDark(false)} />",
      vue: '<Code :start="5" :end="8" @start="dark = true" @end="dark = false" />',
      svelte: "<Code start={5} end={8} onstart={() => (dark = true)} onend={() => (dark = false)} />",
    },
  },
  {
    name: "pause",
    source: "pause.ts",
    component: "Pause",
    definition: "pause",
    markup: null,
    group: "behaviour",
    label: "Pause",
    outlet: null,
    popcorn1x: { method: "pausePlugin", options: { duration: "duration" } },
    summary:
      "Pauses the media when the event starts, and plays again after `duration` seconds (0: when play is pressed). Renders nothing.",
    example: {
      react: "<Pause start={12} duration={3} />",
      vue: '<Pause :start="12" :duration="3" />',
    },
  },
  {
    name: "lowerthird",
    source: "lowerthird.ts",
    component: "LowerThird",
    definition: "lowerthird",
    markup: "lowerthirdMarkup",
    group: "text",
    label: "Lower third",
    outlet: "target",
    popcorn1x: {
      method: "lowerthird",
      // 1.x's `salutation` goes before the name, by hand.
      options: { name: "name", title: "role", target: "target" },
      html: ["name", "title"],
    },
    summary:
      'A lower third while the event is active: `<div class="pk-lowerthird">` with a name and a title; over the bottom left of the video inside a `.pk-stage`.',
    example: {
      react: '<LowerThird start={3} end={8} name="Ada Lovelace" title="Mathematician" />',
      vue: '<LowerThird :start="3" :end="8" name="Ada Lovelace" title="Mathematician" />',
    },
  },
  {
    name: "persontag",
    source: "persontag.ts",
    component: "PersonTag",
    definition: "persontag",
    markup: "persontagMarkup",
    group: "text",
    label: "Person tag",
    outlet: "target",
    popcorn1x: {
      method: "tagthisperson",
      options: { name: "person", image: "image", href: "href", target: "target" },
      html: ["name"],
    },
    summary:
      'Who is on screen, while the event is active: `<div class="pk-persontag">` with a picture and the name, a link when `href` is given.',
    example: {
      react:
        '<PersonTag start={3} end={8} name="Grace Hopper" image="/people/grace.jpg" href="https://example.org/grace" />',
      vue: '<PersonTag :start="3" :end="8" name="Grace Hopper" image="/people/grace.jpg" href="https://example.org/grace" />',
    },
  },
  {
    name: "attribution",
    source: "attribution.ts",
    component: "Attribution",
    definition: "attribution",
    markup: "attributionMarkup",
    group: "text",
    label: "Attribution",
    outlet: "target",
    popcorn1x: {
      method: "attribution",
      options: {
        title: "nameofwork",
        author: "copyrightholder",
        source: "nameofworkurl",
        license: "license",
        target: "target",
      },
      values: { license: "license" },
      html: ["title", "author"],
    },
    summary:
      'The title, author, source and license of a work, while the event is active: `<p class="pk-attribution">`; `license` is one of `LICENSES` (its name and link are filled in).',
    example: {
      react:
        '<Attribution start={3} end={8} title="Harbour at dawn" author="A. Fisher" source="https://example.org/harbour" license="cc-by-4.0" />',
      vue: '<Attribution :start="3" :end="8" title="Harbour at dawn" author="A. Fisher" source="https://example.org/harbour" license="cc-by-4.0" />',
    },
  },
  {
    name: "timeline",
    source: "timelineItem.ts",
    component: "TimelineItem",
    definition: "timeline",
    markup: "timelineMarkup",
    group: "text",
    label: "Timeline",
    outlet: "target",
    popcorn1x: {
      method: "timeline",
      // 1.x's `innerHTML` follows the text, by hand.
      options: { title: "title", text: "text", image: "image", href: "href", order: "direction", target: "target" },
      values: { order: "timelineOrder" },
      html: ["title", "text"],
    },
    summary:
      'An item of a growing timeline: appears at its start and stays (`<article class="pk-timeline-item">`); the items of one outlet list newest first or last (`order`).',
    example: {
      react: '<TimelineItem start={12} title="1911" text="The harbour opens." target="history" order="newest-first" />',
      vue: '<TimelineItem :start="12" title="1911" text="The harbour opens." target="history" order="newest-first" />',
    },
  },
  {
    name: "callout",
    source: "callout.ts",
    component: "Callout",
    definition: "callout",
    markup: "calloutMarkup",
    group: "text",
    label: "Callout",
    outlet: "target",
    popcorn1x: {
      method: "callout",
      options: {
        text: "text",
        shape: "shape",
        tail: "tail",
        href: "href",
        font: "font",
        size: "size",
        color: "color",
        bold: "bold",
        italic: "italic",
        underline: "underline",
        align: "align",
        target: "target",
      },
    },
    summary: {
      react:
        'A speech bubble, thought bubble or box over the media while the event is active (Popcorn Maker\'s `popup`): `<div class="pk-callout" role="note">` with its text, a link when `href` is given, its tail at the corner `tail` names. It fills its outlet: place the outlet.',
      vue: 'A speech bubble, thought bubble or box over the media while the event is active (Popcorn Maker\'s `popup`): `<div class="pk-callout" role="note">` with its text, a link when `href` is given, its tail at the corner `tail` names. It fills its outlet: place the outlet.',
    },
    example: {
      react: '<Callout start={4} end={9} text="Watch the pier" shape="thought" tail="bottom-right" target="pier" />',
      vue: '<Callout :start="4" :end="9" text="Watch the pier" shape="thought" tail="bottom-right" target="pier" />',
    },
  },
  {
    name: "applyclass",
    source: "applyclass.ts",
    component: "ApplyClass",
    definition: "applyClass",
    markup: null,
    group: "behaviour",
    label: "Apply class",
    outlet: "target",
    popcorn1x: { method: "applyclass", options: { classes: "classes", target: "target", to: "to" } },
    summary:
      "Adds CSS classes while the event is active, and renders nothing: `target` names the `<PopcornTarget>` whose div gets them, `to` the id of the event whose catalogue component gets them on its root element.",
    example: {
      react: '<ApplyClass start={10} end={14} classes="pk-highlight" target="sidebar" />',
      vue: '<ApplyClass :start="10" :end="14" classes="pk-highlight" target="sidebar" />',
    },
  },
  {
    name: "wordriver",
    source: "wordriver.ts",
    component: "WordRiver",
    definition: "wordriver",
    markup: "wordriverMarkup",
    group: "text",
    label: "Word river",
    outlet: "target",
    popcorn1x: {
      method: "wordriver",
      options: { text: "text", color: "color", target: "target" },
      html: ["text"],
    },
    summary:
      'Words flowing across their outlet while the event is active: `<span class="pk-wordriver">`, on the media\'s clock.',
    example: {
      react: '<WordRiver start={4} end={9} text="harbour" color="#2a7ab0" target="river" />',
      vue: '<WordRiver :start="4" :end="9" text="harbour" color="#2a7ab0" target="river" />',
    },
  },
  {
    name: "ticker",
    source: "ticker.ts",
    component: "Ticker",
    definition: "ticker",
    markup: "tickerMarkup",
    group: "text",
    label: "Ticker",
    outlet: "target",
    popcorn1x: null,
    summary:
      'A news crawl along the bottom of the video while the event is active: `<div class="pk-ticker" role="region">`, on the media\'s clock.',
    example: {
      react: '<Ticker start={0} end={30} text="Storm warning for the north coast until 18:00" />',
      vue: '<Ticker :start="0" :end="30" text="Storm warning for the north coast until 18:00" />',
    },
  },
  {
    name: "mediaspawner",
    source: "mediaspawner.ts",
    component: "MediaSpawner",
    definition: "mediaspawner",
    markup: "mediaspawnerMarkup",
    group: "picture",
    label: "Media spawner",
    outlet: "target",
    popcorn1x: {
      method: "mediaspawner",
      // The clip's kind (audio or video, by its address) and its label (its caption's text) are read by hand.
      options: { src: "source", caption: "caption", target: "target" },
      html: ["caption"],
      byHand: ["kind", "label"],
    },
    summary:
      'A video or audio clip that plays while the event is active, with the main media, and pauses at its end: `<figure class="pk-mediaspawner">`. Muted by default, so that browsers let it start.',
    example: {
      react: '<MediaSpawner start={12} end={20} src="/media/interview.webm" label="The interview" from={30} />',
      vue: '<MediaSpawner :start="12" :end="20" src="/media/interview.webm" label="The interview" :from="30" />',
    },
  },
  {
    name: "map",
    source: "map.ts",
    component: "MapView",
    definition: "map",
    markup: "mapMarkup",
    group: "page",
    label: "Map",
    outlet: "target",
    popcorn1x: {
      method: "googlemap",
      aliases: ["openmap"],
      library: "leaflet",
      options: {
        lat: "lat",
        lng: "lng",
        zoom: "zoom",
        markers: "markers",
        label: "location",
        tiles: "tiles",
        attribution: "attribution",
        target: "target",
      },
      values: { markers: "markers" },
    },
    summary:
      'An OpenStreetMap map drawn with Leaflet while the event is active, with labelled markers, flying to its view when `flyTo` is set, or offline the land of a GeoJSON `outline`: `<figure class="pk-map">`. Needs `leaflet` installed and `leaflet/dist/leaflet.css` imported; named `MapView` so as not to shadow the global `Map`.',
    example: {
      react:
        '<MapView start={5} end={15} lat={51.5074} lng={-0.1278} zoom={12} label="London" markers={[{ lat: 51.5007, lng: -0.1246, label: "Westminster" }]} />',
      vue: '<MapView :start="5" :end="15" :lat="51.5074" :lng="-0.1278" :zoom="12" label="London" :markers="[{ lat: 51.5007, lng: -0.1246, label: \'Westminster\' }]" />',
    },
  },
  {
    name: "template",
    source: "template.ts",
    component: "Template",
    definition: "template",
    markup: "templateMarkup",
    group: "page",
    label: "Template",
    outlet: "target",
    popcorn1x: {
      method: "mustache",
      library: "mustache",
      options: { template: "template", data: "data", target: "target" },
      values: { template: "called", data: "json" },
    },
    summary:
      'A Mustache template filled with `data`, or with JSON from `url`, while the event is active: `<div class="pk-template">`, sanitized, with loading and error states. Needs the `mustache` package.',
    example: {
      react: '<Template start={2} end={8} template="<h3>{{name}}</h3>" data={{ name: "Ada" }} target="notes" />',
      vue: '<Template :start="2" :end="8" template="<h3>{{name}}</h3>" :data="{ name: \'Ada\' }" target="notes" />',
    },
  },
  {
    name: "wikipedia",
    source: "wikipedia.ts",
    component: "Wikipedia",
    definition: "wikipedia",
    markup: "wikipediaMarkup",
    group: "page",
    label: "Wikipedia",
    outlet: "target",
    popcorn1x: {
      method: "wikipedia",
      // 1.x's `src`, an article's address, names the title and the language, by hand.
      options: { title: "title", lang: "lang", words: "numberofwords", target: "target" },
      values: { title: "wikipediaTitle" },
    },
    summary:
      'A Wikipedia article while the event is active: `<article class="pk-wikipedia">` with its title linking to the article, its first sentences (at most `words`), its lead image and a credit, from the REST summary API, with loading and error states. Pass `fetch` to route the request (a proxy, a cache, a test).',
    example: {
      react: '<Wikipedia start={5} end={15} title="Lisbon" words={40} target="notes" />',
      vue: '<Wikipedia :start="5" :end="15" title="Lisbon" :words="40" target="notes" />',
    },
  },
  {
    name: "sketch",
    source: "sketch.ts",
    component: "Sketch",
    definition: "sketch",
    markup: "sketchMarkup",
    group: "picture",
    label: "Sketch",
    outlet: "target",
    popcorn1x: {
      method: "processing",
      library: "p5",
      options: { sketch: "sketch", label: "label", pauseWithMedia: "noPause", target: "target" },
      values: { pauseWithMedia: "negate" },
    },
    summary: {
      react:
        'A p5.js sketch (instance mode) that runs while the event is active: `<figure class="pk-sketch">` with the element its canvas goes in (`role="img"`, named by `label`). The sketch reads the event\'s progress and the media time from its `state` on each frame; its loop stops while the media is paused. Needs the `p5` package. Define the sketch outside the component: a new function starts it over.',
      vue: 'A p5.js sketch (instance mode) that runs while the event is active: `<figure class="pk-sketch">` with the element its canvas goes in (`role="img"`, named by `label`). The sketch reads the event\'s progress and the media time from its `state` on each frame; its loop stops while the media is paused. Needs the `p5` package.',
      svelte:
        'A p5.js sketch (instance mode) that runs while the event is active: `<figure class="pk-sketch">` with the element its canvas goes in (`role="img"`, named by `label`). The sketch reads the event\'s progress and the media time from its `state` on each frame; its loop stops while the media is paused. Needs the `p5` package. Define the sketch outside the markup: a new function starts it over.',
    },
    example: {
      react: [
        "const grow = (p: P5, state: SketchState) => { p.setup = () => p.createCanvas(320, 180); p.draw = () => p.circle(160, 90, 20 + 140 * state.progress); };",
        '<Sketch start={2} end={12} sketch={grow} label="A circle that grows with the scene" />',
      ],
      vue: '<Sketch :start="2" :end="12" :sketch="grow" label="A circle that grows with the scene" />',
    },
  },
  // No generated component: each adapter writes its own (Captions, CaptionsMenu, Chapters, Transcript), since
  // each shows every line or chapter of the media, with state of its own, where a generated one shows one event.
  { name: "captions", source: "captions/index.ts" },
  {
    name: "chapters",
    source: "chapters.ts",
    type: "chapter",
    definition: "chapter",
    group: "data",
    label: "Chapter",
    outlet: "target",
    popcorn1x: null,
  },
  { name: "transcript", source: "transcript/index.ts" },
];

/**
 * The built-in plugins of core's root entry that the editor offers too, with the same facts as the catalogue's.
 * A table of their own, not entries of `CATALOGUE` with a flag: every use of `CATALOGUE` (package entries,
 * subpaths, components, harness tables) is about subpaths of `@popcorn-kit/core/plugins`, which these have not.
 * @type {readonly BuiltInPlugin[]}
 */
export const BUILT_INS = [
  {
    name: "subtitle",
    definition: "subtitlePlugin",
    group: "subtitle",
    label: "Subtitle",
    outlet: "target",
    popcorn1x: { method: "subtitle", options: { text: "text", target: "target" }, html: ["text"] },
  },
  { name: "cue", definition: "cuePlugin", group: "data", label: "Cue", outlet: "target", popcorn1x: null },
];

/**
 * The editor palette's headings, in order, and the groups each lists. A plugin of no group (one of a project's
 * own) goes under "Your plugins", after these; its colour family is `text`.
 * @type {readonly { title: string; groups: readonly PluginGroup[] }[]}
 */
export const PALETTE_HEADINGS = [
  { title: "Text", groups: ["subtitle", "text"] },
  { title: "Pictures and media", groups: ["picture"] },
  { title: "Pages and data", groups: ["page", "data"] },
  { title: "Behaviour", groups: ["behaviour"] },
];

/**
 * The order of the plugins under each palette heading, by plugin name (the most used first): every plugin with a
 * group, once.
 * @type {readonly string[]}
 */
export const PALETTE_ORDER = [
  "subtitle",
  "footnote",
  "text",
  "lowerthird",
  "persontag",
  "callout",
  "attribution",
  "ticker",
  "wordriver",
  "timeline",
  "image",
  "mediaspawner",
  "sketch",
  "webpage",
  "wikipedia",
  "map",
  "template",
  "chapter",
  "cue",
  "code",
  "pause",
  "applyclass",
];

/**
 * What each value transform of the Popcorn 1.x mapping does, from 1.x to the kit (compat) and back (the export).
 * @type {Readonly<Record<Popcorn1xTransform, string>>}
 */
export const POPCORN_1X_TRANSFORMS = {
  callback:
    "1.x's function, called with the instance as `this` and the event's whole 1.x options; the export writes none (a project holds no functions).",
  called: "1.x's function for the value, called for it (mustache's template); the export writes the value.",
  json: "1.x's JSON text, parsed (mustache's data); the export writes the value as it is.",
  license:
    "1.x's license name (`CC-BY-SA`) or `licenseurl` to a license id of the kit's `LICENSES`; the export writes the id, which compat reads as a name.",
  markers:
    "1.x's `{ lat, lng, text }` markers to the kit's `{ lat, lng, label }`; the export writes the kit's, which compat reads.",
  negate:
    "the opposite boolean (1.x's `noPause` is the kit's `pauseWithMedia`); 1.x's default, no option, is the kit's true.",
  timelineOrder: '1.x\'s `direction` "up" is the kit\'s `order` "newest-first", "down" "newest-last", both ways.',
  wikipediaTitle:
    "a Wikipedia title as Wikipedia shows it: underscores, as in its address, are spaces, both ways (`Cape_Town` is `Cape Town`).",
};

// The plugin catalogue, one entry per plugin, from which `core/scripts/catalogue.mjs` writes core's package
// entries, each adapter's plugin components and the conformance harnesses' tables of them. Adding a plugin is
// one entry here (its source in src/plugins/catalogue), then `npm run catalogue -w @popcorn-kit/core`.

/** @typedef {"react" | "vue" | "svelte"} Framework */

/**
 * A text per framework where their syntax differs: `svelte` defaults to `react`'s (both write attributes as
 * `name={value}`). An array is one line each.
 * @typedef {{ react: string | string[]; vue: string | string[]; svelte?: string | string[] }} PerFramework
 */

/**
 * @typedef {object} CataloguePlugin
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

/** @type {readonly CataloguePlugin[]} */
export const CATALOGUE = [
  {
    name: "footnote",
    source: "footnote.ts",
    component: "Footnote",
    definition: "footnote",
    markup: "footnoteMarkup",
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
  { name: "chapters", source: "chapters.ts" },
  { name: "transcript", source: "transcript/index.ts" },
];

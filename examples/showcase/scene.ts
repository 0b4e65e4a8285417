// The showcase scene, the same in React, Vue and Svelte: what is shown, where and when, as plain data. Times and
// places are those of test/fixtures/showcase (places.json, showcase.en.vtt, showcase.chapters.vtt);
// stories/tests/showcaseScene.test.ts checks that they agree. Every URL is built from `base`, where the fixtures
// and examples/showcase/assets are served.

/** A timed note beside the video: a fact about what the narration is saying. */
export interface SceneNote {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A still beside the video. */
export interface SceneStill {
  readonly start: number;
  readonly end: number;
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

/** A place the narration names, with where it is. */
export interface ScenePlace {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** When the narration names it, in seconds. */
  readonly mention: number;
}

/** One view of the map, from `start` until the next view's start. */
export interface SceneMapView {
  readonly start: number;
  readonly end: number;
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
  /** Every place as a marker; the one being named has its label. */
  readonly markers: readonly { readonly lat: number; readonly lng: number; readonly label?: string }[];
}

/** Everything the showcase shows. */
export interface Scene {
  readonly title: string;
  readonly kicker: string;
  readonly standfirst: string;
  /** The clip's length in seconds. */
  readonly duration: number;
  readonly video: { readonly src: string; readonly poster: string; readonly label: string };
  /** The word-timed transcript (captions and transcript) and the chapters. */
  readonly tracks: readonly [
    { readonly src: string; readonly lang: "en"; readonly label: string },
    { readonly src: string; readonly type: "chapter" },
  ];
  readonly lowerThird: { readonly start: number; readonly end: number; readonly name: string; readonly title: string };
  readonly notes: readonly SceneNote[];
  readonly stills: readonly SceneStill[];
  readonly places: readonly ScenePlace[];
  readonly map: {
    readonly label: string;
    readonly outline: string;
    readonly attribution: string;
    readonly views: readonly SceneMapView[];
  };
  /** A local page a chapter: a field card on the place. */
  readonly webpages: readonly {
    readonly start: number;
    readonly end: number;
    readonly src: string;
    readonly title: string;
  }[];
  readonly attribution: {
    readonly title: string;
    readonly author: string;
    readonly source: string;
    readonly license: "cc0-1.0";
  };
  /** The small print under the page. */
  readonly colophon: string;
}

/** The clip's length: 39.48 s. */
const DURATION = 39.48;

/** Chapter starts, from showcase.chapters.vtt. */
const CHAPTERS = [0, 13.24, 19.04, 25.04] as const;

/** The places named, from places.json: when each name begins in the narration. */
const PLACES: readonly ScenePlace[] = [
  { id: "alfama", name: "Alfama", lat: 38.7114, lng: -9.1302, mention: 13.318 },
  { id: "belem-tower", name: "Tower of Belém", lat: 38.6916, lng: -9.216, mention: 20.641 },
  { id: "commerce-square", name: "Commerce Square", lat: 38.7075, lng: -9.1364, mention: 30.371 },
];

/** The map's views: Portugal's coast, the estuary when the narration starts, then each place as it is named. */
function mapViews(): SceneMapView[] {
  const dots = PLACES.map(({ lat, lng }) => ({ lat, lng }));
  const overview = [
    { start: 0, lat: 39.2, lng: -8.6, zoom: 6 },
    { start: 2.5, lat: 38.68, lng: -9.2, zoom: 10 },
  ].map((view) => ({ ...view, markers: dots }));
  const places = PLACES.map((place, index) => ({
    start: place.mention,
    lat: place.lat,
    lng: place.lng,
    zoom: 12,
    markers: dots.map((dot, other) => (other === index ? { ...dot, label: place.name } : dot)),
  }));
  const views = [...overview, ...places];
  return views.map((view, index) => ({ ...view, end: views[index + 1]?.start ?? DURATION }));
}

/**
 * The scene with its URLs under `base`, the folder where the showcase's media and assets are served.
 *
 * @param base - a URL prefix ending with "/", such as "/showcase/"
 * @param theme - the page's colours, which the field cards follow; the system's when left out
 * @example
 * const scene = createScene("/showcase/");
 * scene.video.src; // "/showcase/showcase.webm"
 */
export function createScene(base: string, theme?: "light" | "dark"): Scene {
  const url = (file: string) => `${base}${file}`;
  // A field card runs no script: its address's fragment (#light, #dark) tells it the page's theme.
  const card = (file: string) => (theme === undefined ? url(file) : `${url(file)}#${theme}`);
  const [river, alfama, belem, rebuilt] = CHAPTERS;
  return {
    title: "Lisbon, a harbour city",
    kicker: "A short documentary · 40 seconds",
    standfirst:
      "Three thousand years of ships on the Tagus, told in six sentences. One video drives this page: the captions, the transcript, the chapters, the notes and the map all follow the narration.",
    duration: DURATION,
    video: {
      src: url("showcase.webm"),
      poster: url("showcase-poster.jpg"),
      label: "Lisbon, a harbour city: the film",
    },
    tracks: [
      { src: url("showcase.en.vtt"), lang: "en", label: "English" },
      { src: url("showcase.chapters.vtt"), type: "chapter" },
    ],
    lowerThird: { start: 2.5, end: 9, name: "Narrated by espeak-ng", title: "Synthetic voice, American English" },
    notes: [
      {
        start: 2.5,
        end: 7.04,
        text: "The Tagus runs about 1,000 km from the mountains of eastern Spain. Before the sea it widens into an estuary up to 15 km across, one of the largest in Europe.",
      },
      {
        start: 7.04,
        end: alfama,
        text: "Phoenician traders anchored here before 1000 BC. The Romans called the town Olisipo, and its harbour has been in use ever since.",
      },
      {
        start: alfama,
        end: belem,
        text: "Alfama takes its name from the Arabic al-hamma, the baths. Built on bedrock, it came through the earthquake of 1755 largely standing.",
      },
      {
        start: belem,
        end: rebuilt,
        text: "Built from 1514 to 1520 by Francisco de Arruda, the tower stood in the river when it was finished. With the Jerónimos Monastery it is a World Heritage Site since 1983.",
      },
      {
        start: rebuilt,
        end: 32.2,
        text: "On 1 November 1755 an earthquake, a tsunami and fires destroyed most of the city. The Baixa was rebuilt on a grid, and the royal palace's square became Commerce Square.",
      },
      {
        start: 32.2,
        end: DURATION,
        text: "Ferries still leave Cais do Sodré and the square's own pier for Cacilhas, Seixal and Barreiro on the south bank.",
      },
    ],
    stills: [
      {
        start: river,
        end: alfama,
        src: url("still-estuary.jpg"),
        alt: "Blue light over dark water",
        caption: "I. The river and the sea",
      },
      {
        start: alfama,
        end: belem,
        src: url("still-alfama.jpg"),
        alt: "A terracotta glow, with the name Alfama and its coordinates",
        caption: "II. Alfama, 38.71° N 9.13° W",
      },
      {
        start: belem,
        end: rebuilt,
        src: url("still-belem.jpg"),
        alt: "Pale limestone light, with the name Tower of Belém and its coordinates",
        caption: "III. The Tower of Belém, 38.69° N 9.22° W",
      },
      {
        start: rebuilt,
        end: DURATION,
        src: url("still-waterfront.jpg"),
        alt: "A band of golden light over violet dusk",
        caption: "IV. A city rebuilt",
      },
    ],
    places: PLACES,
    map: {
      label: "Map of Lisbon: the places the film names",
      outline: url("outline.geojson"),
      attribution: "Land: Natural Earth (public domain)",
      views: mapViews(),
    },
    webpages: [
      { start: river, end: alfama, src: card("estuary.html"), title: "The Tagus estuary: a field card" },
      { start: alfama, end: belem, src: card("alfama.html"), title: "Alfama: a field card" },
      { start: belem, end: rebuilt, src: card("belem.html"), title: "The Tower of Belém: a field card" },
      { start: rebuilt, end: DURATION, src: card("commerce.html"), title: "Commerce Square: a field card" },
    ],
    attribution: {
      title: "Lisbon, a harbour city",
      author: "Popcorn Kit (pictures: ffmpeg; voice: espeak-ng)",
      source: url("README.md"),
      license: "cc0-1.0",
    },
    colophon:
      "Pictures, voice and map are generated, and dedicated to the public domain. Nothing on this page comes from the network.",
  };
}

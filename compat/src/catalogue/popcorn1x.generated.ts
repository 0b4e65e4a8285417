// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
// How Popcorn 1.x calls each plugin of the kit, both ways: compat reads 1.x calls into kit options with it
// (compat/src/catalogue/popcorn1x.generated.ts, which owns it), and the editor's HTML export writes kit events as
// 1.x calls with it (editor/src/catalogue/popcorn1x.generated.ts, the same file: the editor does not depend on
// compat).

/**
 * A value transform of the mapping, by name: compat implements the 1.x-to-kit direction, the export the other.
 * - `callback`: 1.x's function, called with the instance as `this` and the event's whole 1.x options; the export
 *   writes none (a project holds no functions).
 * - `called`: 1.x's function for the value, called for it (mustache's template); the export writes the value.
 * - `json`: 1.x's JSON text, parsed (mustache's data); the export writes the value as it is.
 * - `license`: 1.x's license name (`CC-BY-SA`) or `licenseurl` to a license id of the kit's `LICENSES`; the export
 *   writes the id, which compat reads as a name.
 * - `markers`: 1.x's `{ lat, lng, text }` markers to the kit's `{ lat, lng, label }`; the export writes the kit's,
 *   which compat reads.
 * - `negate`: the opposite boolean (1.x's `noPause` is the kit's `pauseWithMedia`); 1.x's default, no option, is the
 *   kit's true.
 * - `timelineOrder`: 1.x's `direction` "up" is the kit's `order` "newest-first", "down" "newest-last", both ways.
 * - `wikipediaTitle`: a Wikipedia title as Wikipedia shows it: underscores, as in its address, are spaces, both ways
 *   (`Cape_Town` is `Cape Town`).
 */
export type Popcorn1xTransform =
  | "callback"
  | "called"
  | "json"
  | "license"
  | "markers"
  | "negate"
  | "timelineOrder"
  | "wikipediaTitle";

/** How Popcorn 1.x calls a plugin of the kit. */
export interface Popcorn1xMapping {
  /** The 1.x method: `pop.<method>({ ... })`. */
  readonly method: string;
  /** Other 1.x methods compat runs the same way. */
  readonly aliases?: readonly string[];
  /** The library the 1.x method needs on the page. */
  readonly library?: "leaflet" | "mustache" | "p5";
  /** Each kit option that is one 1.x option, and its 1.x name. */
  readonly options: Readonly<Record<string, string>>;
  /** The kit options whose values change on the way, and the transform that changes each. */
  readonly values?: Readonly<Record<string, Popcorn1xTransform>>;
  /** The kit options 1.x set as HTML: compat shows them sanitized unless the call says `escape: true`. */
  readonly html?: readonly string[];
  /** Kit options each side maps by hand, not one to one. */
  readonly byHand?: readonly string[];
}

/** How Popcorn 1.x calls each plugin of the kit that it has a method for, by the kit plugin's name. */
export const POPCORN_1X = {
  footnote: {
    method: "footnote",
    options: {
      text: "text",
      target: "target",
    },
    html: ["text"],
  },
  text: {
    method: "text",
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
  image: {
    method: "image",
    options: {
      src: "src",
      href: "href",
      alt: "alt",
      caption: "caption",
      target: "target",
    },
    html: ["caption"],
  },
  webpage: {
    method: "webpage",
    options: {
      src: "src",
      sandbox: "sandbox",
      title: "title",
      target: "target",
    },
  },
  code: {
    method: "code",
    options: {
      onStart: "onStart",
      onFrame: "onFrame",
      onEnd: "onEnd",
    },
    values: {
      onStart: "callback",
      onFrame: "callback",
      onEnd: "callback",
    },
  },
  pause: {
    method: "pausePlugin",
    options: {
      duration: "duration",
    },
  },
  lowerthird: {
    method: "lowerthird",
    options: {
      name: "name",
      title: "role",
      target: "target",
    },
    html: ["name", "title"],
  },
  persontag: {
    method: "tagthisperson",
    options: {
      name: "person",
      image: "image",
      href: "href",
      target: "target",
    },
    html: ["name"],
  },
  attribution: {
    method: "attribution",
    options: {
      title: "nameofwork",
      author: "copyrightholder",
      source: "nameofworkurl",
      license: "license",
      target: "target",
    },
    values: {
      license: "license",
    },
    html: ["title", "author"],
  },
  timeline: {
    method: "timeline",
    options: {
      title: "title",
      text: "text",
      image: "image",
      href: "href",
      order: "direction",
      target: "target",
    },
    values: {
      order: "timelineOrder",
    },
    html: ["title", "text"],
  },
  callout: {
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
  applyclass: {
    method: "applyclass",
    options: {
      classes: "classes",
      target: "target",
      to: "to",
    },
  },
  wordriver: {
    method: "wordriver",
    options: {
      text: "text",
      color: "color",
      target: "target",
    },
    html: ["text"],
  },
  mediaspawner: {
    method: "mediaspawner",
    options: {
      src: "source",
      caption: "caption",
      target: "target",
    },
    html: ["caption"],
    byHand: ["kind", "label"],
  },
  map: {
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
    values: {
      markers: "markers",
    },
  },
  template: {
    method: "mustache",
    library: "mustache",
    options: {
      template: "template",
      data: "data",
      target: "target",
    },
    values: {
      template: "called",
      data: "json",
    },
  },
  wikipedia: {
    method: "wikipedia",
    options: {
      title: "title",
      lang: "lang",
      words: "numberofwords",
      target: "target",
    },
    values: {
      title: "wikipediaTitle",
    },
  },
  sketch: {
    method: "processing",
    library: "p5",
    options: {
      sketch: "sketch",
      label: "label",
      pauseWithMedia: "noPause",
      target: "target",
    },
    values: {
      pauseWithMedia: "negate",
    },
  },
  subtitle: {
    method: "subtitle",
    options: {
      text: "text",
      target: "target",
    },
    html: ["text"],
  },
} as const satisfies Readonly<Record<string, Popcorn1xMapping>>;

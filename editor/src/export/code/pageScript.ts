import { outsideTrimCode } from "./trim.js";

/** The id of the media element (or, for YouTube and Vimeo, of the element the player goes in). */
export const MEDIA_ID = "pk-video";
/** The id of the element subtitles without an outlet show in, over the video. */
export const CAPTIONS_ID = "pk-scene-captions";
/** The id of the `<script type="application/json">` block that holds the scene's data. */
export const DATA_ID = "pk-scene-data";

/**
 * The page's own code: fixed text that reads the scene's JSON (never code built from the project's strings), makes
 * the Popcorn instance, adds each event through its Popcorn 1.x method, and keeps playback in the trim. A script the
 * page links may not load (the network is off, its address does not answer): without the runtime the page says so
 * above the video, and without Leaflet each map says so in its place while it would have shown.
 */
export const PAGE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("${DATA_ID}").textContent);
  var fromAddress = function (address) {
    return address ? " from " + address : "";
  };
  if (typeof Popcorn === "undefined") {
    var notice = document.createElement("p");
    notice.className = "pk-page-notice";
    notice.setAttribute("role", "alert");
    notice.textContent =
      "This page cannot play its events: the Popcorn runtime (popcorn-complete.js) did not load" +
      fromAddress(data.links.runtime) +
      ". Open the page with the network on, or export it again with the runtime inside.";
    document.querySelector(".pk-page").prepend(notice);
    return;
  }
  var noLeaflet = typeof L === "undefined";
  var shown = function (event) {
    if (event.method !== "googlemap" || !noLeaflet) return event;
    var map = event.options;
    var text =
      "The map" +
      (map.location ? " of " + map.location : "") +
      " cannot be shown: Leaflet, which draws it, did not load" +
      fromAddress(data.links.leaflet) +
      ". Open the page with the network on, or export it again with Leaflet inside.";
    // A notice in the map's place and time, shown as text (\`escape\`) whatever the map's label holds.
    var options = { start: map.start, end: map.end, target: map.target, text: text, escape: true };
    return { method: "footnote", options: options };
  };
  var pop = data.media.embed ? Popcorn.smart("#${MEDIA_ID}", data.media.src) : Popcorn("#${MEDIA_ID}");
  data.events.map(shown).forEach(function (event) {
    pop[event.method](event.options);
  });
  // What a file gave is added as a file's, through a parser of the page's own: its html gets the strict profile.
  if (data.fromFiles.length > 0) {
    Popcorn.parser("parseSceneFiles", "JSON", function (file) {
      return {
        data: file.map(function (event) {
          var item = {};
          item[event.method] = event.options;
          return item;
        }),
      };
    });
    pop.parseSceneFiles({ text: JSON.stringify(data.fromFiles.map(shown)) });
  }
  var from = data.trim.from;
  var to = data.trim.to;
  var outside = function () {
    var time = pop.currentTime();
    return ${outsideTrimCode("time", "from", "to")};
  };
  if (from > 0) pop.currentTime(from);
  pop.on("loadedmetadata", function () {
    if (outside()) pop.currentTime(from);
  });
  pop.on("play", function () {
    if (outside()) pop.currentTime(from);
  });
  pop.on("timeupdate", function () {
    if (to !== null && pop.currentTime() >= to && !pop.paused()) pop.pause().currentTime(to);
  });
  window.pop = pop;
})();`;

/** The page's own look around the scene: its column, its title, the credits, and the notice of a script that did not load. */
export const PAGE_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem 3rem; background: #fbfbfd; color: #1d1d1f; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.pk-page { max-width: 72rem; margin: 0 auto; }
.pk-page h1 { margin: 0 0 1rem; font-size: 1.75rem; font-weight: 650; letter-spacing: -0.01em; }
.pk-page-about { margin-top: 1.5rem; color: #515154; }
.pk-page-about ul { padding: 0; list-style: none; }
.pk-page-notice { margin: 0 0 1rem; padding: 0.75rem 1rem; border: 1px solid #b3261e; border-radius: 0.5rem; background: #fdecea; color: #5c1510; }
.pk-scene-video { background: #111; }`;

import type { RetiredPlugin } from "./types.js";

/**
 * Popcorn 1.x plugins whose web service is gone or now needs a key, each with what replaces it here: what a
 * page that calls one is told.
 */
export const RETIRED_PLUGINS: readonly RetiredPlugin[] = [
  {
    name: "twitter",
    replacement:
      "Twitter's search and timeline APIs need a paid key: use webpage with a post's embed URL, or a text or footnote quoting it with a link.",
  },
  {
    name: "facebook",
    replacement:
      "Facebook's like and comment plugins need an app id and set cookies: use webpage of the page, or a link in a footnote.",
  },
  {
    name: "linkedin",
    replacement: "LinkedIn's member and company plugins are retired: use footnote, or image with href.",
  },
  { name: "lastfm", replacement: "The Last.fm API needs a key: use footnote with the track and a link, or webpage." },
  { name: "flickr", replacement: "The Flickr API needs a key: use image with src, text and href to the photo's page." },
  {
    name: "googlefeed",
    replacement:
      "The Google Feed API was shut down in 2016: fetch the feed on your server and show its items with text or footnote.",
  },
  {
    name: "rdio",
    replacement: "Rdio closed in 2015: use footnote with the track and a link, or mediaspawner for a clip of your own.",
  },
  {
    name: "gml",
    replacement:
      "The graffiti (GML) service it read is gone: use image or mediaspawner with a recording of the drawing.",
  },
  { name: "tumblr", replacement: "The Tumblr API needs a key: use webpage of the post, or footnote with a link." },
  {
    name: "documentcloud",
    replacement: "Its DocumentCloud viewer script is gone: use webpage with the document's embed URL.",
  },
];

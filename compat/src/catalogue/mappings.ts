import { LICENSES, type LicenseId } from "@popcorn-kit/core/plugins/attribution";

const IDS = Object.keys(LICENSES) as LicenseId[];

/**
 * The kit license (`LICENSES`) that a Popcorn 1.x attribution names, by its name ("CC-BY-SA", "cc by nc",
 * "CC BY-SA 4.0", "CC0", "public domain") or its `licenseurl`; undefined when none matches. Popcorn's unversioned
 * Creative Commons names map to the 4.0 licenses.
 */
export function licenseOf(license: unknown, url: unknown): LicenseId | undefined {
  if (typeof url === "string") {
    const page = url
      .trim()
      .replace(/^http:/i, "https:")
      .replace(/\/?$/, "/");
    const byUrl = IDS.find((id) => LICENSES[id].url.toLowerCase() === page.toLowerCase());
    if (byUrl !== undefined) return byUrl;
  }
  if (typeof license !== "string") return undefined;
  const name = license
    .trim()
    .toLowerCase()
    .split(/[\s_]+/)
    .join("-");
  if (name === "cc0") return "cc0-1.0";
  if (name === "pd" || name === "public-domain" || name === "publicdomain") return "public-domain";
  return IDS.find(
    (id) => id === name || id === `${name}-4.0` || LICENSES[id].name.toLowerCase().split(" ").join("-") === name,
  );
}

/**
 * A Wikipedia title as Wikipedia shows it: underscores, as in its address, are spaces (the table's
 * `wikipediaTitle` transform, which the editor's export applies the other way).
 *
 * @example
 * wikipediaTitle("Cape_Town"); // "Cape Town"
 */
export function wikipediaTitle(title: string): string {
  return title.split("_").join(" ").trim();
}

/** A Wikipedia page's host: `en.wikipedia.org`, `pt.m.wikipedia.org`. */
const WIKI_HOST = /^([a-z0-9-]+)(?:\.m)?\.wikipedia\.org$/i;

/**
 * The article a Popcorn 1.x `wikipedia` event's `src` names (`https://en.wikipedia.org/wiki/Cape_Town`): its
 * title ("Cape Town") and language ("en"); undefined when `src` is not a Wikipedia article's address.
 */
export function wikipediaArticle(src: unknown): { title: string; lang: string } | undefined {
  if (typeof src !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return undefined;
  }
  const host = WIKI_HOST.exec(url.hostname);
  if (host === null || !url.pathname.startsWith("/wiki/")) return undefined;
  let title: string;
  try {
    title = decodeURIComponent(url.pathname.slice("/wiki/".length));
  } catch {
    return undefined;
  }
  title = wikipediaTitle(title);
  return title === "" ? undefined : { title, lang: host[1]!.toLowerCase() };
}

const AUDIO = /\.(?:mp3|m4a|aac|oga|ogg|opus|wav|flac)(?:[?#]|$)/i;

/** Whether a clip's address is of audio, by its extension (Popcorn's `mediaspawner` guessed the same way). */
export function isAudio(src: unknown): boolean {
  return typeof src === "string" && AUDIO.test(src);
}

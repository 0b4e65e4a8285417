/** The media events each `YT.PlayerState` of `onStateChange` means (unstarted and cued mean none). */
export const YOUTUBE_STATES: Readonly<Record<number, "playing" | "waiting" | "pause" | "ended">> = {
  0: "ended",
  1: "playing",
  2: "pause",
  3: "waiting",
};

/** What the API's `onError` codes mean, from its reference. */
const ERRORS: Record<number, string> = {
  2: "the request has an invalid parameter (a malformed video id?)",
  5: "the HTML5 player cannot play this video",
  100: "the video was not found, or it is private",
  101: "its owner does not allow it to be embedded",
  150: "its owner does not allow it to be embedded",
  153: "the embedding page sent no referrer (check the Referrer-Policy)",
};

/** What an `onError` code means, for the error's message. */
export function youTubeErrorText(code: number): string {
  return ERRORS[code] ?? `error ${code}`;
}

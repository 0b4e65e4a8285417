// The `@popcorn-kit/core/players/youtube` entry: a YouTube video as a player (see `youtube/`).
export { createYouTubePlayer, youTubePlayerKey } from "./youtube/createYouTubePlayer.js";
export { YOUTUBE_API_URL, type YouTubeApiPlayer } from "./youtube/loadYouTubeApi.js";
export type { YouTubePlayer, YouTubePlayerOptions } from "./youtube/YouTubePlayerOptions.js";

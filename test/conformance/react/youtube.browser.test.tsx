import { Cue, PopcornYouTube } from "@popcorn-kit/react";
import { type YouTubeSceneProps, defineYouTubeSuite } from "../youtube.js";
import { mountScene } from "./mountScene.js";

const Scene = ({ videoId, apiUrl, onPopcorn }: YouTubeSceneProps) => (
  <PopcornYouTube videoId={videoId} apiUrl={apiUrl} onReady={onPopcorn}>
    <Cue start={0.3} end={5}>
      <p data-cue="">In the video</p>
    </Cue>
  </PopcornYouTube>
);

defineYouTubeSuite("react", (props) => mountScene(Scene, props));

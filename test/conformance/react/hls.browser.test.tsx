import { Cue, PopcornVideo } from "@popcorn-kit/react";
import { type HlsSceneProps, defineHlsSuite } from "../hls.js";
import { mountScene } from "./mountScene.js";

const Scene = ({ src, onPopcorn }: HlsSceneProps) => (
  <PopcornVideo src={src} muted onReady={onPopcorn}>
    <Cue start={0.3} end={5}>
      <p data-cue="">In the stream</p>
    </Cue>
  </PopcornVideo>
);

defineHlsSuite("react", (props) => mountScene(Scene, props));

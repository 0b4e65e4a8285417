import { PopcornVideo, Transcript } from "@popcorn-kit/react";
import { LowerThird, Ticker } from "@popcorn-kit/react/plugins";
import clipUrl from "../../fixtures/media/clip.webm?url";
import captionsUrl from "../../fixtures/media/sample.vtt?url";
import { type StageSceneProps, TICKER_TEXT, defineStageSuite } from "../stage.js";
import { mountScene } from "./mountScene.js";

const Scene = ({ src, captions, controls, onPopcorn }: StageSceneProps) => (
  <div className="pk-stage">
    <PopcornVideo src={src} controls={controls} muted width={480} tracks={[{ src: captions }]} onReady={onPopcorn}>
      <LowerThird start={0} end={10} name="Ada Example" title="Archivist" />
      <Ticker start={0} end={10} text={TICKER_TEXT} />
      <Transcript />
      <p>{TICKER_TEXT}</p>
    </PopcornVideo>
  </div>
);

defineStageSuite("react", (props) => mountScene(Scene, props), { src: clipUrl, captions: captionsUrl });

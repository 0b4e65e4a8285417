import clipUrl from "../../fixtures/media/clip.webm?url";
import captionsUrl from "../../fixtures/media/sample.vtt?url";
import { defineStageSuite } from "../stage.js";
import StageScene from "./StageScene.svelte";
import { mountScene } from "./mountScene.js";

defineStageSuite("svelte", (props) => mountScene(StageScene, props), { src: clipUrl, captions: captionsUrl });

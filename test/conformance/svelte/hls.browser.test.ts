import { defineHlsSuite } from "../hls.js";
import HlsScene from "./HlsScene.svelte";
import { mountScene } from "./mountScene.js";

defineHlsSuite("svelte", (props) => mountScene(HlsScene, props));

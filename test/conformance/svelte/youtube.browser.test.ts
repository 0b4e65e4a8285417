import { defineYouTubeSuite } from "../youtube.js";
import { mountScene } from "./mountScene.js";
import YouTubeScene from "./YouTubeScene.svelte";

defineYouTubeSuite("svelte", (props) => mountScene(YouTubeScene, props));

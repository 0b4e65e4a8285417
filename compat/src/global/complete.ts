// The script-tag build with the whole catalogue (Popcorn 1.x's popcorn-complete.js): sets `window.Popcorn`.
import { Popcorn, installComplete } from "../index.js";

installComplete();
(globalThis as { Popcorn?: unknown }).Popcorn = Popcorn;

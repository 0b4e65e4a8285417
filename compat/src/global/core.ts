// The script-tag build of the Popcorn 1.x API without plugins (Popcorn 1.x's popcorn.js): sets `window.Popcorn`.
import { Popcorn } from "../popcorn.js";

(globalThis as { Popcorn?: unknown }).Popcorn = Popcorn;

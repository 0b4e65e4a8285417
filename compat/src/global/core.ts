// The script-tag build of the Popcorn 1.x API without plugins (Popcorn 1.x's popcorn.js): sets `window.Popcorn`.
import { Popcorn } from "../popcorn.js";
import { expose } from "./expose.js";

expose(Popcorn);

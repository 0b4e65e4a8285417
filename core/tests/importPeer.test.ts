import { describe, expect, test } from "vitest";
import { PopcornError } from "../src/index.js";
import { importPeer } from "../src/importPeer.js";

// How the players load their optional peer dependencies (hls.js, @vimeo/player): once, and again after a failure.

describe("importPeer", () => {
  test("imports once and answers the default export, or the module without one", async () => {
    let imports = 0;
    class Hls {}
    const load = importPeer<typeof Hls>(
      async () => (imports++, { default: Hls }),
      "hls.js",
      "the HLS player",
      "PLAYER",
    );
    expect(imports).toBe(0);
    expect(await load()).toBe(Hls);
    expect(await load()).toBe(Hls);
    expect(imports).toBe(1);
    const bare = { Player: class {} };
    expect(await importPeer(async () => bare, "x", "the Vimeo player", "PLAYER")()).toBe(bare);
  });

  test("a failed import says to install the package or pass its class, and the next call tries again", async () => {
    let attempts = 0;
    const load = importPeer<string>(
      async () => {
        if (++attempts === 1) throw new TypeError("Failed to resolve module specifier 'hls.js'");
        return { default: "Hls" };
      },
      "hls.js",
      "the HLS player",
      "PLAYER",
      "or pass its Hls class as the Hls option",
    );
    const failure = await load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PopcornError);
    expect((failure as PopcornError).code).toBe("PLAYER");
    expect((failure as Error).message).toBe(
      "Could not load hls.js, which the HLS player needs: install it (npm install hls.js), or pass its Hls class as the Hls option.",
    );
    expect((failure as Error).cause).toBeInstanceOf(TypeError);
    expect(await load()).toBe("Hls");
    expect(attempts).toBe(2);
  });

  test("a PopcornError the import throws is the error as it is: its loader knows what the page lacks", async () => {
    const own = new PopcornError(
      "LOAD",
      "window.L is undefined: expected Leaflet (leaflet.js) loaded by a script tag.",
    );
    const load = importPeer(() => Promise.reject(own), "leaflet", "the map plugin", "LOAD");
    expect(await load().catch((error: unknown) => error)).toBe(own);
  });
});

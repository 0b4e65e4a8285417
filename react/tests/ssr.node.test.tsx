// @vitest-environment node
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";

describe("on the server", () => {
  test("importing the package touches no DOM and renders from the server snapshot", async () => {
    expect(typeof document).toBe("undefined");
    const { Cue, PopcornProvider, PopcornTarget, PopcornVideo, useMediaState } = await import("../src/index.js");
    function Time() {
      return <output>{useMediaState((s) => s.currentTime)}</output>;
    }
    // Even an instance that exists already: the server render is from SERVER_SNAPSHOT, nothing active.
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now }), { ticker: clock });
    pop.seek(3);
    const html = renderToString(
      <>
        <PopcornVideo src="/media/clip.webm" muted>
          <Cue start={0}>hidden until hydrated</Cue>
          <Cue start={0} keepMounted>
            {({ active }) => <i>{String(active)}</i>}
          </Cue>
          <Time />
        </PopcornVideo>
        <PopcornProvider popcorn={pop}>
          <Cue start={0} target="side">
            portal
          </Cue>
          <PopcornTarget name="side" />
          <Time />
        </PopcornProvider>
      </>,
    );
    expect(html).toBe('<video src="/media/clip.webm" muted=""></video><i>false</i><output>0</output><div data-popcorn-target="side"></div><output>0</output>');
    pop.destroy();
  });
});

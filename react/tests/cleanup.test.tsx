import { act, render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  Cue,
  PopcornProvider,
  PopcornTarget,
  createPluginComponent,
  useCue,
  useCurrentTime,
  useMediaState,
} from "../src/index.js";
import { world } from "./world.js";

describe("unmounting", () => {
  test("releases every listener, store subscription and watch it made on the instance", async () => {
    const { pop, clock } = world();
    const Note = createPluginComponent(
      { name: "note", manifest: { options: { text: { type: "text" } } } },
      ({ text }) => <i>{text}</i>,
    );
    function Hooks() {
      const { progress } = useCue({ start: 0, end: 5, onStart: () => {}, onEnd: () => {} });
      const paused = useMediaState((s) => s.paused);
      const time = useCurrentTime();
      return <p>{`${paused} ${time} ${progress}`}</p>;
    }
    const before = pop.listenerCount();
    const { unmount } = render(
      <PopcornProvider popcorn={pop}>
        <Hooks />
        <Cue start={0} end={5} target="side" onStart={() => {}}>
          {({ progress }) => <b>{progress}</b>}
        </Cue>
        <Note start={1} text="note" />
        <PopcornTarget name="side" />
      </PopcornProvider>,
    );
    await act(async () => void pop.play());
    await act(async () => clock.advance(1500));
    expect(pop.listenerCount()).toBeGreaterThan(before);
    unmount();
    expect(pop.listenerCount()).toBe(before);
    expect(pop.getTrackEvents()).toEqual([]);
    pop.destroy();
  });
});

import { PopcornError, definePlugin } from "@popcorn-kit/core";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornProvider, PopcornTarget, createPluginComponent } from "../src/index.js";
import { Boundary } from "./Boundary.js";
import { world } from "./world.js";

const footnote = definePlugin({
  name: "footnote",
  manifest: {
    about: { name: "Footnote" },
    options: {
      text: { type: "text", required: true },
      tone: { type: "select", choices: ["plain", "warning"], default: "plain" },
      target: { type: "target" },
    },
  },
});

const Footnote = createPluginComponent(footnote, ({ text, tone, active }) => (
  <aside className={tone}>
    {text} {active ? "(now)" : ""}
  </aside>
));

let current: ReturnType<typeof world> | undefined;
afterEach(() => {
  current?.pop.destroy();
  vi.restoreAllMocks();
});

describe("createPluginComponent", () => {
  test("props become the event's options; the view shows the validated options while active", async () => {
    const { pop } = (current = world());
    render(
      <PopcornProvider popcorn={pop}>
        <Footnote id="n" start={1} end={3} text="Recorded live" />
      </PopcornProvider>,
    );
    expect(pop.getTrackEvent("n")).toMatchObject({
      type: "footnote",
      start: 1,
      end: 3,
      options: { text: "Recorded live", tone: "plain" },
    });
    expect(screen.queryByText(/Recorded live/)).toBeNull();
    await act(async () => pop.seek(2));
    expect(screen.getByText("Recorded live (now)").className).toBe("plain");
  });

  test("removing a prop restores the option's default", async () => {
    const { pop } = (current = world());
    const { rerender } = render(
      <PopcornProvider popcorn={pop}>
        <Footnote id="n" text="Hi" tone="warning" />
      </PopcornProvider>,
    );
    expect(pop.getTrackEvent("n")?.options).toMatchObject({ tone: "warning" });
    rerender(
      <PopcornProvider popcorn={pop}>
        <Footnote id="n" text="Hi" />
      </PopcornProvider>,
    );
    await act(async () => {});
    expect(pop.getTrackEvent("n")?.options).toMatchObject({ tone: "plain" });
    expect(screen.getByText(/Hi/).className).toBe("plain");
  });

  test("renders into its target outlet", async () => {
    const { pop } = (current = world());
    const { container } = render(
      <PopcornProvider popcorn={pop}>
        <Footnote start={0} text="In the margin" target="margin" />
        <PopcornTarget name="margin" />
      </PopcornProvider>,
    );
    await act(async () => {});
    expect(container.querySelector('[data-popcorn-target="margin"]')!.textContent).toBe("In the margin (now)");
  });

  test("a prop the manifest refuses is a PopcornError naming the plugin, the option and the value", () => {
    const { pop } = (current = world());
    const caught: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary onError={(error) => caught.push(error)}>
        <PopcornProvider popcorn={pop}>
          <Footnote text="x" tone={"shouting" as "plain"} />
        </PopcornProvider>
      </Boundary>,
    );
    expect(caught[0]).toBeInstanceOf(PopcornError);
    expect((caught[0] as PopcornError).message).toBe(
      'Option "tone" of plugin "footnote" got "shouting": expected one of "plain", "warning".',
    );
    expect(pop.getTrackEvents()).toEqual([]);
  });
});

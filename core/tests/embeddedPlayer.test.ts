import { describe, expect, test } from "vitest";
import { createEmbeddedPlayer } from "../src/adapter/index.js";
import { PopcornError } from "../src/index.js";
import { renderToString } from "../src/markup/index.js";
import type { Player, PlayerListener } from "../src/players/player.js";

/**
 * A provider's player as the controller sees it: its error listeners, its `readyState`, `fail(error)`, which sets
 * the error and fires `error`, and whether it was destroyed.
 */
function standIn(name: string) {
  const listeners = new Set<PlayerListener>();
  const player = {
    name,
    error: null as unknown,
    readyState: 0,
    destroyed: false,
    addEventListener: (type: string, listener: PlayerListener) => type === "error" && listeners.add(listener),
    removeEventListener: (type: string, listener: PlayerListener) => type === "error" && listeners.delete(listener),
    fail(error: unknown) {
      player.error = error;
      for (const listener of [...listeners]) listener({ type: "error" });
    },
    destroy() {
      player.destroyed = true;
    },
    listeners,
  };
  return player as typeof player & Player;
}

type StandIn = ReturnType<typeof standIn>;

/** A controller over stand-ins made in a box (a string here), what it made, and what its listener heard. */
function controller(key?: string) {
  const made: StandIn[] = [];
  const errors: PopcornError[] = [];
  const create = (box: string) => {
    const player = standIn(`${box}:${made.length}`);
    made.push(player);
    return player;
  };
  const embedded = createEmbeddedPlayer({ key, create, onError: (error) => errors.push(error) });
  let heard = 0;
  const unsubscribe = embedded.subscribe(() => heard++);
  return { embedded, made, errors, create, heard: () => heard, unsubscribe };
}

const missing = new PopcornError("PLAYER", 'YouTube video "missing": the video was not found, or it is private.');

describe("createEmbeddedPlayer", () => {
  test("makes nothing until attached; attach makes the player in the box, its teardown destroys it", () => {
    const { embedded, made, heard } = controller("a");
    expect(embedded.getSnapshot()).toEqual({ player: null, error: null, alert: null });
    expect(embedded.getSnapshot()).toBe(embedded.getServerSnapshot());
    expect(made).toEqual([]);
    const detach = embedded.attach("box");
    expect(made.map((player) => player.name)).toEqual(["box:0"]);
    expect(embedded.getSnapshot().player).toBe(made[0]);
    expect(heard()).toBe(1);
    detach();
    expect(made[0]!.destroyed).toBe(true);
    expect(made[0]!.listeners.size).toBe(0);
    expect(embedded.getSnapshot()).toBe(embedded.getServerSnapshot());
    expect(heard()).toBe(2);
    // A teardown runs once.
    detach();
    expect(heard()).toBe(2);
  });

  test("the same key keeps the player; a new key destroys it and makes one for the key, in the same box", () => {
    const { embedded, made, create } = controller("a");
    const detach = embedded.attach("box");
    embedded.update({ key: "a", create });
    expect(made).toHaveLength(1);
    embedded.update({ key: "b", create });
    expect(made.map((player) => [player.name, player.destroyed])).toEqual([
      ["box:0", true],
      ["box:1", false],
    ]);
    expect(made[0]!.listeners.size).toBe(0);
    expect(embedded.getSnapshot().player).toBe(made[1]);
    detach();
    expect(made[1]!.destroyed).toBe(true);
    // Detached, a new key makes nothing: the next attach does.
    embedded.update({ key: "c", create });
    expect(made).toHaveLength(2);
  });

  test("a key given first after attach is the attached player's own", () => {
    const { embedded, made, create } = controller();
    embedded.attach("box");
    embedded.update({ key: "a", create });
    expect(made).toHaveLength(1);
    embedded.update({ key: "b", create });
    expect(made).toHaveLength(2);
  });

  test("attaching again tears the previous player down first; the earlier teardown then does nothing", () => {
    const { embedded, made } = controller("a");
    const first = embedded.attach("one");
    const second = embedded.attach("two");
    expect(made.map((player) => [player.name, player.destroyed])).toEqual([
      ["one:0", true],
      ["two:1", false],
    ]);
    first();
    expect(made[1]!.destroyed).toBe(false);
    second();
    expect(made[1]!.destroyed).toBe(true);
  });

  test("a player that fails to load: its error and core's alert markup in the state, the latest onError called once; a new player clears it", () => {
    const { embedded, made, errors, create } = controller("a");
    embedded.attach("box");
    made[0]!.fail(missing);
    const failed = embedded.getSnapshot();
    expect(failed.player).toBe(made[0]);
    expect(failed.error).toBe(missing);
    expect(renderToString(failed.alert)).toBe(
      '<div class="pk-embed-error" role="alert"><p class="pk-embed-error__title">This video could not be shown.</p>' +
        `<p class="pk-embed-error__message">${missing.message}</p></div>`,
    );
    expect(Object.isFrozen(failed)).toBe(true);
    expect(errors).toEqual([missing]);
    // The latest handler.
    const later: PopcornError[] = [];
    embedded.update({ key: "a", create, onError: (error) => later.push(error) });
    made[0]!.fail(missing);
    expect(errors).toHaveLength(1);
    expect(later).toEqual([missing]);
    embedded.update({ key: "b", create });
    expect(embedded.getSnapshot()).toMatchObject({ player: made[1], error: null, alert: null });
  });

  test("a player that failed already shows its error at once; a ready player's error (a refused call) shows none", () => {
    const errors: PopcornError[] = [];
    const failed = standIn("failed");
    failed.error = missing;
    const embedded = createEmbeddedPlayer({ create: () => failed, onError: (error) => errors.push(error) });
    embedded.attach("box");
    expect(embedded.getSnapshot().error).toBe(missing);
    expect(errors).toEqual([missing]);

    const ready = standIn("ready");
    ready.readyState = 4;
    const other = createEmbeddedPlayer({ create: () => ready });
    other.attach("box");
    ready.fail(new PopcornError("PLAYER", "Playback rate must be a number between 0.5 and 2."));
    expect(other.getSnapshot()).toMatchObject({ player: ready, error: null, alert: null });
  });

  test("a listener that replaces the player as it hears of it leaves no listener on the one replaced", () => {
    const failed = standIn("failed");
    failed.error = missing;
    const healthy = standIn("healthy");
    let next: StandIn = failed;
    const embedded = createEmbeddedPlayer({ create: () => next });
    embedded.subscribe(() => {
      if (embedded.getSnapshot().player !== failed) return;
      next = healthy;
      embedded.attach("other");
    });
    embedded.attach("box");
    expect(failed.destroyed).toBe(true);
    expect(failed.listeners.size).toBe(0);
    expect(embedded.getSnapshot()).toMatchObject({ player: healthy, error: null, alert: null });
  });

  test("an unsubscribed listener hears nothing more", () => {
    const { embedded, heard, unsubscribe } = controller("a");
    unsubscribe();
    embedded.attach("box")();
    expect(heard()).toBe(0);
  });
});

describe("createEmbeddedPlayer refuses options that cannot make a player", () => {
  test.each([null, {}, { create: "javascript:alert(1)" }])("%j", (options) => {
    expect(() => createEmbeddedPlayer(options as never)).toThrow(
      expect.objectContaining({
        code: "INVALID_OPTION",
        message: expect.stringContaining("createEmbeddedPlayer() create"),
      }),
    );
  });

  test("update with such options is refused and the player made before stays", () => {
    const { embedded, made } = controller();
    const detach = embedded.attach("box");
    expect(() => embedded.update({ create: 5 } as never)).toThrow(expect.objectContaining({ code: "INVALID_OPTION" }));
    expect(embedded.getSnapshot().player).toBe(made[0]);
    expect(made[0]?.destroyed).toBe(false);
    detach();
  });
});

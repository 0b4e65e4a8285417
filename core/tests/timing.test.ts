import { describe, expect, test } from "vitest";
import { setup } from "./harness.js";

describe("playback through the instance", () => {
  test("coarse ticks skip nothing: every crossed event starts and ends, in time order", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 1, end: 1.2 });
    pop.add("cue", { id: "b", start: 1.1, end: 3 });
    pop.exec(2, () => {});
    void pop.play();
    clock.advance(5000);
    expect(take()).toBe("+a +b -a +cue-1 -cue-1 -b");
  });

  test("fine ticks at 60 Hz produce the same transitions as one coarse tick", () => {
    const fine = setup();
    const coarse = setup();
    for (const { pop } of [fine, coarse]) {
      pop.add("cue", { id: "a", start: 0.5, end: 1 });
      pop.add("cue", { id: "b", start: 1, end: 1.5 });
      pop.add("cue", { id: "c", start: 0.75, end: 0.75 });
      void pop.play();
    }
    fine.clock.advance(2000, 1000 / 60);
    coarse.clock.advance(2000);
    expect(fine.take()).toBe("+a +c -c -a +b -b");
    expect(coarse.take()).toBe("+a +c -c -a +b -b");
  });

  test("the playback rate scales how far each tick moves", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 1.5, end: 2.5 });
    void pop.play();
    pop.playbackRate = 2;
    clock.advance(1000);
    expect(pop.store.getSnapshot().currentTime).toBe(2);
    expect(take()).toBe("+a");
    pop.playbackRate = 0.5;
    clock.advance(1000);
    expect(pop.store.getSnapshot().currentTime).toBe(2.5);
    expect(take()).toBe("-a");
  });

  test("pausing stops frame ticks and the events stay as they are", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 1, end: 3 });
    void pop.play();
    clock.advance(1500);
    pop.pause();
    expect(clock.subscriberCount).toBe(0);
    clock.advance(5000);
    expect(take()).toBe("+a");
    expect(pop.store.getSnapshot().currentTime).toBe(1.5);
  });

  test("reaching the end fires the ends at the duration and stops", () => {
    const { pop, clock, take } = setup({ player: { duration: 4 } });
    pop.add("cue", { id: "ends-at-end", start: 3, end: 4 });
    pop.add("cue", { id: "beyond", start: 3.5, end: 10 });
    const ended: string[] = [];
    pop.on("ended", () => ended.push("ended"));
    void pop.play();
    clock.advance(10_000);
    expect(take()).toBe("+ends-at-end +beyond -ends-at-end");
    expect(ended).toEqual(["ended"]);
    expect(pop.store.getSnapshot()).toMatchObject({ currentTime: 4, paused: true, ended: true });
  });
});

describe("seeks through the instance", () => {
  test("seeking forward skips events wholly inside the span and starts the one it lands in", () => {
    const { pop, take } = setup();
    pop.add("cue", { id: "skipped", start: 1, end: 2 });
    pop.exec(3, () => {
      throw new Error("a skipped exec must not run");
    });
    pop.add("cue", { id: "landed", start: 4, end: 6 });
    pop.seek(5);
    expect(take()).toBe("+landed");
  });

  test("rewinding is a seek even while playing, and playback resumes from there", () => {
    const { pop, clock, take } = setup();
    pop.add("cue", { id: "a", start: 0, end: 1 });
    pop.add("cue", { id: "b", start: 2, end: 4 });
    void pop.play();
    clock.advance(3000);
    expect(take()).toBe("+a -a +b");
    pop.seek("0:00.5");
    expect(take()).toBe("-b +a");
    clock.advance(2000);
    expect(take()).toBe("-a +b");
  });

  test("setting currentTime on the player itself is detected as a seek", () => {
    const { pop, player, take } = setup();
    pop.add("cue", { id: "a", start: 1, end: 2 });
    player.currentTime = 5;
    player.currentTime = 1.5;
    expect(take()).toBe("+a");
  });

  test("loop wrapping is a seek: events before the wrap end, events at the new time start", () => {
    const { pop, clock, take } = setup({ player: { duration: 4, loop: true } });
    pop.add("cue", { id: "tail", start: 3, end: 4 });
    pop.add("cue", { id: "head", start: 0, end: 1 });
    expect(take()).toBe("+head");
    void pop.play();
    clock.advance(3500);
    expect(take()).toBe("-head +tail");
    clock.advance(1000);
    expect(pop.store.getSnapshot().currentTime).toBe(0.5);
    expect(take()).toBe("-tail +head");
  });

  test("seeks clamp to the duration and accept timecodes", () => {
    const { pop } = setup({ player: { duration: 60 } });
    pop.seek("00:01:30");
    expect(pop.currentTime).toBe(60);
    pop.seek("12.5s");
    expect(pop.currentTime).toBe(12.5);
  });

  test("small backward readings without a seek are jitter, not a rewind", () => {
    const { pop, take } = setup();
    let reported = 1.05;
    const player = pop.player as unknown as { currentTime: number };
    pop.add("cue", { id: "a", start: 1, end: 2 });
    Object.defineProperty(player, "currentTime", { get: () => reported, set: () => {}, configurable: true });
    pop.tick();
    reported = 1.0;
    pop.tick();
    reported = 1.04;
    pop.tick();
    expect(take()).toBe("+a");
    expect(pop.store.getSnapshot().currentTime).toBe(1.05);
    reported = 0.5;
    pop.tick();
    expect(take()).toBe("-a");
  });
});

describe("adding and updating while playing (rule 6)", () => {
  test("an event added over the current time starts at once; a point event at the current time fires", () => {
    const { pop, take } = setup();
    pop.seek(5);
    pop.add("cue", { id: "over", start: 4, end: 6 });
    let ran = 0;
    pop.exec(5, () => ran++);
    pop.add("cue", { id: "past", start: 1, end: 2 });
    expect(take()).toBe("+over +cue-1 -cue-1");
    expect(ran).toBe(1);
  });

  test("moving an active event's start past the current time ends it at once", () => {
    const { pop, take } = setup();
    pop.seek(5);
    pop.add("cue", { id: "a", start: 4, end: 6 });
    pop.update("a", { start: 5.5 });
    expect(take()).toBe("+a -a");
    expect(pop.isActive("a")).toBe(false);
  });

  test("extending an active event keeps it active; shortening it behind the playhead ends it", () => {
    const { pop, take } = setup();
    pop.seek(5);
    pop.add("cue", { id: "a", start: 4, end: 6 });
    pop.update("a", { end: 9 });
    expect(take()).toBe("+a");
    pop.update("a", { end: 5 });
    expect(take()).toBe("-a");
  });

  test("an event that ends exactly now is not active (start <= t < end)", () => {
    const { pop, take } = setup();
    pop.seek(5);
    pop.add("cue", { id: "a", start: 3, end: 5 });
    pop.add("cue", { id: "b", start: 5, end: 7 });
    expect(take()).toBe("+b");
  });
});

describe("errors inside plugins and listeners (rule 7)", () => {
  test("a throwing start callback is reported and the rest of the tick runs", () => {
    const { pop, clock, take } = setup();
    const errors: string[] = [];
    pop.on("error", (e) => errors.push(`${e.phase}:${e.plugin}:${e.eventId}:${(e.error as Error).message}`));
    pop.add("cue", {
      id: "bad",
      start: 1,
      end: 2,
      onStart: () => {
        throw new Error("boom");
      },
    });
    pop.add("cue", { id: "good", start: 1, end: 2 });
    void pop.play();
    clock.advance(3000);
    expect(errors).toEqual(["start:cue:bad:boom"]);
    expect(take()).toBe("+bad +good -good -bad");
  });

  test("a throwing listener does not stop other listeners", () => {
    const { pop, take } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e.phase));
    pop.on("trackstart", () => {
      throw new Error("listener");
    });
    pop.add("cue", { id: "a", start: 0, end: 1 });
    expect(take()).toBe("+a");
    expect(errors).toEqual(["listener"]);
  });
});

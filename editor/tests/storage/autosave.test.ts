import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it, vi } from "vitest";
import { createProject } from "../../src/project/createProject.js";
import type { Project } from "../../src/project/types.js";
import { createAutosave } from "../../src/storage/autosave.js";
import { createMemoryStorage } from "../../src/storage/memoryStorage.js";
import type { ProjectStorage } from "../../src/storage/projectStorage.js";

/** Timers that run only when the test advances time. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout: (callback: () => void, delay: number) => {
      const id = nextId++;
      timers.set(id, { at: now + delay, callback });
      return id;
    },
    clearTimeout: (id: number) => {
      timers.delete(id);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) break;
        timers.delete(id);
        timer.callback();
      }
    },
    get count() {
      return timers.size;
    },
  };
}

/** The shape of an editor session autosave watches, with edits made by hand. */
function fakeEditor(project: Project = createProject({ id: "p-1" })) {
  let snapshot = { project, selection: [] as string[] };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    /** An edit: a new project with the given title. */
    retitle(title: string) {
      snapshot = { ...snapshot, project: { ...snapshot.project, meta: { ...snapshot.project.meta, title } } };
      notify();
    },
    /** Another project in the same session. */
    load(next: Project) {
      snapshot = { ...snapshot, project: next };
      notify();
    },
    /** A change that is not an edit of the project. */
    select(ids: string[]) {
      snapshot = { ...snapshot, selection: ids };
      notify();
    },
    get listeners() {
      return listeners.size;
    },
  };
}

/** A memory storage whose writes end only when the test says so, counting writes in flight. */
function gatedStorage() {
  const inner = createMemoryStorage();
  const gates: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const writes: unknown[] = [];
  const storage: ProjectStorage = {
    ...inner,
    async set(key, value) {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      writes.push(value);
      await new Promise<void>((resolve) => gates.push(resolve));
      await inner.set(key, value);
      inFlight--;
    },
  };
  return {
    storage,
    writes,
    get mostInFlight() {
      return mostInFlight;
    },
    /** Lets the oldest waiting write finish, and waits for autosave to react. */
    async release() {
      gates.shift()?.();
      await settle();
    },
  };
}

/** An autosave whose write of an edit titled "one" is in flight, held by a gated storage. */
async function writingOne() {
  const editor = fakeEditor();
  const gated = gatedStorage();
  const timers = manualTimers();
  const autosave = createAutosave(editor, gated.storage, timers);
  editor.retitle("one");
  timers.advance(500);
  await settle();
  return { editor, gated, timers, autosave };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The title of the project in a saved record, read from its JSON text. */
const titleOf = (value: unknown) => (JSON.parse((value as { json: string }).json) as Project).meta.title;

describe("createAutosave", () => {
  it("saves { savedAt, project } under project:<id> once edits pause for the delay", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const onSaved = vi.fn();
    const autosave = createAutosave(editor, storage, { ...timers, delay: 500, now: () => 42, onSaved });
    editor.retitle("First");
    expect(autosave.status).toBe("pending");
    timers.advance(499);
    await settle();
    expect(await storage.keys()).toEqual([]);
    timers.advance(1);
    await settle();
    const record = (await storage.get("project:p-1")) as { savedAt: number; title: string; json: string };
    expect(record).toMatchObject({ savedAt: 42, title: "First" });
    expect(JSON.parse(record.json)).toEqual(editor.getSnapshot().project);
    expect(onSaved).toHaveBeenCalledWith(42);
    expect(autosave).toMatchObject({ status: "saved", savedAt: 42, pending: false });
  });

  it("writes once for a burst of edits, the last of them", async () => {
    const editor = fakeEditor();
    const gated = gatedStorage();
    const timers = manualTimers();
    createAutosave(editor, gated.storage, timers);
    for (const title of ["a", "ab", "abc"]) {
      editor.retitle(title);
      timers.advance(300);
    }
    expect(gated.writes).toEqual([]);
    timers.advance(200);
    await settle();
    expect(gated.writes.map(titleOf)).toEqual(["abc"]);
  });

  it("writes nothing for a change that leaves the project as it was, or before any edit", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const autosave = createAutosave(editor, storage, timers);
    editor.select(["e-1"]);
    expect(timers.count).toBe(0);
    timers.advance(10_000);
    await settle();
    expect(await storage.keys()).toEqual([]);
    expect(autosave.status).toBe("idle");
  });

  it("never writes twice at once: an edit made during a write is written after it", async () => {
    const { editor, gated, timers, autosave } = await writingOne();
    expect(autosave.status).toBe("saving");
    editor.retitle("two");
    timers.advance(500);
    await settle();
    expect(gated.writes.map(titleOf)).toEqual(["one"]);
    expect(autosave.pending).toBe(true);
    await gated.release();
    expect(gated.writes.map(titleOf)).toEqual(["one", "two"]);
    await gated.release();
    expect(gated.mostInFlight).toBe(1);
    expect(titleOf(await gated.storage.get("project:p-1"))).toBe("two");
    expect(autosave).toMatchObject({ status: "saved", pending: false });
  });

  it("waits for the wait of an edit made during a write, rather than writing at once", async () => {
    const { editor, gated, timers } = await writingOne();
    editor.retitle("two");
    await gated.release();
    expect(gated.writes.map(titleOf)).toEqual(["one"]);
    timers.advance(500);
    await settle();
    expect(gated.writes.map(titleOf)).toEqual(["one", "two"]);
  });

  it("reports a failed write to onError and its status, never to the edit, and tries again at the next edit", async () => {
    const editor = fakeEditor();
    const inner = createMemoryStorage();
    let failures = 1;
    const quota = new Error("QuotaExceededError");
    const storage: ProjectStorage = {
      ...inner,
      set: (key, value) => (failures-- > 0 ? Promise.reject(quota) : inner.set(key, value)),
    };
    const timers = manualTimers();
    const onError = vi.fn();
    const autosave = createAutosave(editor, storage, { ...timers, onError });
    editor.retitle("lost?");
    timers.advance(500);
    await settle();
    // The storage's error is the cause of autosave's own, which says why.
    const reported = expect.objectContaining({
      code: "LOAD",
      message: "Saving failed: QuotaExceededError.",
      cause: quota,
    });
    expect(onError).toHaveBeenCalledWith(reported);
    expect(autosave).toMatchObject({ status: "error", error: reported, savedAt: null, pending: false });
    expect(autosave.error).toBeInstanceOf(PopcornError);
    expect(() => editor.retitle("kept")).not.toThrow();
    timers.advance(500);
    await settle();
    expect(titleOf(await inner.get("project:p-1"))).toBe("kept");
    expect(autosave).toMatchObject({ status: "saved", error: undefined });
  });

  it("survives a storage that throws at once and an onError that throws", async () => {
    const editor = fakeEditor();
    const inner = createMemoryStorage();
    let broken = true;
    const storage: ProjectStorage = {
      ...inner,
      set(key, value) {
        if (broken) throw new Error("broken");
        return inner.set(key, value);
      },
    };
    const timers = manualTimers();
    const autosave = createAutosave(editor, storage, {
      ...timers,
      onError: () => {
        throw new Error("the handler too");
      },
    });
    editor.retitle("one");
    timers.advance(500);
    await settle();
    expect(autosave.status).toBe("error");
    broken = false;
    editor.retitle("two");
    timers.advance(500);
    await settle();
    expect(titleOf(await inner.get("project:p-1"))).toBe("two");
  });

  it("flush writes at once, cancelling the wait, and resolves once written", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const autosave = createAutosave(editor, storage, timers);
    editor.retitle("now");
    expect(autosave.pending).toBe(true);
    await autosave.flush();
    expect(titleOf(await storage.get("project:p-1"))).toBe("now");
    expect(timers.count).toBe(0);
    expect(autosave.pending).toBe(false);
  });

  it("flush writes the project autosave started with, which no edit has written yet", async () => {
    const editor = fakeEditor(createProject({ id: "p-9", meta: { title: "Imported" } }));
    const storage = createMemoryStorage();
    const autosave = createAutosave(editor, storage, manualTimers());
    await autosave.flush();
    expect(titleOf(await storage.get("project:p-9"))).toBe("Imported");
  });

  it("flush waits for the write in flight and the edit after it", async () => {
    const { editor, gated, autosave } = await writingOne();
    editor.retitle("two");
    let flushed = false;
    const flushing = autosave.flush().then(() => (flushed = true));
    await gated.release();
    expect(flushed).toBe(false);
    await gated.release();
    await flushing;
    expect(gated.writes.map(titleOf)).toEqual(["one", "two"]);
    expect(gated.mostInFlight).toBe(1);
  });

  it("flush resolves even when the write fails", async () => {
    const editor = fakeEditor();
    const storage: ProjectStorage = { ...createMemoryStorage(), set: () => Promise.reject(new Error("denied")) };
    const autosave = createAutosave(editor, storage, manualTimers());
    editor.retitle("x");
    await expect(autosave.flush()).resolves.toBeUndefined();
    expect(autosave.status).toBe("error");
  });

  it("dispose releases its subscription and its timer; later edits are not written", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const timers = manualTimers();
    const autosave = createAutosave(editor, storage, timers);
    expect(editor.listeners).toBe(1);
    editor.retitle("pending");
    expect(timers.count).toBe(1);
    autosave.dispose();
    expect(editor.listeners).toBe(0);
    expect(timers.count).toBe(0);
    editor.retitle("after");
    timers.advance(10_000);
    await autosave.flush();
    expect(await storage.keys()).toEqual([]);
  });

  it("saves a project under its own id when the editor switches projects", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const autosave = createAutosave(editor, storage, manualTimers());
    editor.retitle("first");
    await autosave.flush();
    editor.load(createProject({ id: "p-2", meta: { title: "second" } }));
    await autosave.flush();
    expect(await storage.keys()).toEqual(["project:p-1", "project:p-2"]);
  });

  it("refuses a negative delay", () => {
    expect(() => createAutosave(fakeEditor(), createMemoryStorage(), { delay: -1 })).toThrow(PopcornError);
    expect(() => createAutosave(fakeEditor(), createMemoryStorage(), { delay: -1 })).toThrow(
      /delay -1: expected a finite number of milliseconds, 0 or more/,
    );
  });

  it("debounces with the global timers by default", async () => {
    vi.useFakeTimers();
    try {
      const editor = fakeEditor();
      const storage = createMemoryStorage();
      createAutosave(editor, storage, { delay: 100 });
      editor.retitle("real");
      await vi.advanceTimersByTimeAsync(99);
      expect(await storage.keys()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(titleOf(await storage.get("project:p-1"))).toBe("real");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says why a full storage failed, even when its error gives no message", async () => {
    const editor = fakeEditor();
    const full = new DOMException("", "QuotaExceededError");
    const storage: ProjectStorage = { ...createMemoryStorage(), set: () => Promise.reject(full) };
    const autosave = createAutosave(editor, storage, manualTimers());
    editor.retitle("too big");
    await autosave.flush();
    expect(autosave.status).toBe("error");
    expect(autosave.error).toBeInstanceOf(PopcornError);
    expect(autosave.error).toMatchObject({ code: "LOAD", cause: full });
    expect(autosave.error?.message).toBe(
      "Saving failed: the storage on this device is full (QuotaExceededError): free some space, such as older saved projects or other sites' data, then retry.",
    );
  });

  it("never gives an empty reason: an error with no message is named, else a generic reason", async () => {
    const reasons: string[] = [];
    const hostile = {
      get message(): string {
        throw new Error("a getter that throws");
      },
    };
    for (const failure of [new DOMException("", "UnknownError"), new Error(""), Object.create(null), hostile, 7]) {
      const editor = fakeEditor();
      const storage: ProjectStorage = { ...createMemoryStorage(), set: () => Promise.reject(failure) };
      const autosave = createAutosave(editor, storage, manualTimers());
      editor.retitle("x");
      await autosave.flush();
      reasons.push(autosave.error?.message ?? "");
    }
    expect(reasons).toEqual([
      "Saving failed: the storage failed with a UnknownError and gave no reason.",
      "Saving failed: the storage failed and gave no reason.",
      "Saving failed: the storage failed and gave no reason.",
      "Saving failed: the storage failed and gave no reason.",
      "Saving failed: the storage failed with 7.",
    ]);
  });

  it("never reports saved with a storage whose writes fail", async () => {
    const editor = fakeEditor();
    const storage: ProjectStorage = { ...createMemoryStorage(), set: () => Promise.reject(new Error("disk error")) };
    const timers = manualTimers();
    const onSaved = vi.fn();
    const autosave = createAutosave(editor, storage, { ...timers, onSaved });
    const seen = new Set<string>();
    for (const title of ["one", "two", "three"]) {
      editor.retitle(title);
      seen.add(autosave.status);
      timers.advance(500);
      seen.add(autosave.status);
      await settle();
      seen.add(autosave.status);
      await autosave.flush();
      seen.add(autosave.status);
    }
    expect(seen).not.toContain("saved");
    expect(seen).toContain("error");
    expect(onSaved).not.toHaveBeenCalled();
    expect(autosave).toMatchObject({ status: "error", savedAt: null });
    expect(autosave.error?.message).toBe("Saving failed: disk error.");
    expect(await storage.keys()).toEqual([]);
  });

  it("never says saved for a project it was not told of, and flush writes it", async () => {
    const editor = fakeEditor();
    const storage = createMemoryStorage();
    const autosave = createAutosave(editor, storage, manualTimers());
    editor.retitle("told");
    await autosave.flush();
    expect(autosave.status).toBe("saved");
    // An edit whose notification never reached autosave (a listener before it threw, in an older editor).
    const { project } = editor.getSnapshot();
    const untold = { ...project, meta: { ...project.meta, title: "untold" } };
    vi.spyOn(editor, "getSnapshot").mockReturnValue({ project: untold, selection: [] });
    expect(autosave).toMatchObject({ status: "pending", pending: true });
    await autosave.flush();
    expect(titleOf(await storage.get("project:p-1"))).toBe("untold");
    expect(autosave).toMatchObject({ status: "saved", pending: false });
  });

  it("times out a write the storage never settles: the status names the time-out, flush settles, retry saves", async () => {
    const editor = fakeEditor();
    const inner = createMemoryStorage();
    let hang = true;
    const storage: ProjectStorage = {
      ...inner,
      set: (key, value) => (hang ? new Promise<void>(() => undefined) : inner.set(key, value)),
    };
    const timers = manualTimers();
    const onError = vi.fn();
    const autosave = createAutosave(editor, storage, { ...timers, onError, timeout: 20 });
    editor.retitle("stuck");
    let flushed = false;
    const flushing = autosave.flush().then(() => (flushed = true));
    await settle();
    expect(autosave.status).toBe("saving");
    timers.advance(19_999);
    await settle();
    expect(flushed).toBe(false);
    timers.advance(1);
    await flushing;
    expect(autosave).toMatchObject({ status: "error", pending: false, savedAt: null });
    expect(autosave.error?.message).toBe(
      "Saving timed out after 20 s: the storage did not confirm the write; retry, or reload the page.",
    );
    expect(onError).toHaveBeenCalledWith(autosave.error);
    // Retry, with a storage that answers this time; no timer is left behind.
    hang = false;
    await autosave.flush();
    expect(autosave.status).toBe("saved");
    expect(titleOf(await inner.get("project:p-1"))).toBe("stuck");
    expect(timers.count).toBe(0);
  });

  it("counts a confirmation that comes after the time-out: the storage holds that project", async () => {
    const editor = fakeEditor();
    const gated = gatedStorage();
    const timers = manualTimers();
    const autosave = createAutosave(editor, gated.storage, { ...timers, timeout: 5 });
    editor.retitle("slow");
    timers.advance(500);
    await settle();
    timers.advance(5000);
    await settle();
    expect(autosave.status).toBe("error");
    await gated.release();
    expect(autosave).toMatchObject({ status: "saved", error: undefined });
    expect(titleOf(await gated.storage.get("project:p-1"))).toBe("slow");
  });

  it("after a late confirmation, writes the newest project again, over the older one that landed last", async () => {
    const editor = fakeEditor();
    const inner = createMemoryStorage();
    // Each write ends when the test lets the write of that title land.
    const gates = new Map<string, () => void>();
    const storage: ProjectStorage = {
      ...inner,
      set: (key, value) =>
        new Promise<void>((resolve) => gates.set(titleOf(value), () => void inner.set(key, value).then(resolve))),
    };
    const land = async (title: string) => {
      gates.get(title)?.();
      gates.delete(title);
      await settle();
    };
    const timers = manualTimers();
    const autosave = createAutosave(editor, storage, { ...timers, timeout: 5 });
    editor.retitle("older");
    timers.advance(500);
    await settle();
    timers.advance(5000);
    await settle();
    expect(autosave.status).toBe("error");
    editor.retitle("newer");
    timers.advance(500);
    await settle();
    await land("newer");
    expect(autosave.status).toBe("saved");
    // The write of "older" lands last: the storage holds it, so "newer" is written again.
    await land("older");
    expect(titleOf(await inner.get("project:p-1"))).toBe("older");
    expect(autosave.status).toBe("saving");
    await land("newer");
    expect(titleOf(await inner.get("project:p-1"))).toBe("newer");
    expect(autosave).toMatchObject({ status: "saved", pending: false });
  });

  it("refuses a time-out that is not a number of seconds", () => {
    expect(() => createAutosave(fakeEditor(), createMemoryStorage(), { timeout: -1 })).toThrow(
      /createAutosave\(\): the timeout -1: expected a number of seconds from 0/,
    );
    expect(() => createAutosave(fakeEditor(), createMemoryStorage(), { timeout: Number.NaN })).toThrow(PopcornError);
  });
});

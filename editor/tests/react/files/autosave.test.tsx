// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { addEvent } from "../../../src/commands/eventCommands.js";
import { setMeta } from "../../../src/commands/projectCommands.js";
import { AutosaveIndicator } from "../../../src/react/files/AutosaveIndicator.js";
import { createIndexedDbStorage } from "../../../src/storage/indexedDbStorage.js";
import { createMemoryStorage } from "../../../src/storage/memoryStorage.js";
import { listSavedProjects } from "../../../src/storage/savedProjects.js";
import { renderPanel } from "../renderEditor.js";
import { HARBOUR } from "./fixtures.js";
import { renderWithStorage } from "./renderWithStorage.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const status = () => screen.getByRole("group").getAttribute("aria-label");

test("the status goes Unsaved changes, then Saving…, then Saved, and the project is in the storage", async () => {
  const storage = createMemoryStorage();
  let finish: () => void = () => undefined;
  const set = storage.set.bind(storage);
  vi.spyOn(storage, "set").mockImplementation(
    (key, value) =>
      new Promise<void>((resolve) => {
        finish = () => void set(key, value).then(resolve);
      }),
  );
  const { editor } = renderWithStorage(<AutosaveIndicator />, storage, HARBOUR);
  act(() => {
    editor.run(setMeta({ title: "Lisbon harbour at dusk" }));
  });
  expect(status()).toBe("Autosave: Unsaved changes");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(status()).toBe("Autosave: Saving…");
  await act(async () => {
    finish();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(status()).toBe("Autosave: Saved");
  expect(screen.getByText("Saved").getAttribute("title")).toMatch(/^Saved on this device/);
  const saved = await listSavedProjects(storage);
  expect(saved.map((item) => item.title)).toEqual(["Lisbon harbour at dusk"]);
});

test("a failing storage shows the error with the reason, and Retry saves", async () => {
  const { editor, ui, announced } = renderPanel(<AutosaveIndicator />, HARBOUR);
  const storage = ui.storage as NonNullable<typeof ui.storage>;
  vi.spyOn(storage, "set").mockRejectedValueOnce(new Error("The quota is exceeded"));
  act(() => {
    editor.run(addEvent({ type: "footnote", start: 10, end: 12, options: { text: "Tram 28" } }));
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(status()).toBe("Autosave: Not saved");
  expect(screen.getByText("Not saved").getAttribute("title")).toBe("Saving failed: The quota is exceeded.");
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(status()).toBe("Autosave: Saved");
  expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  expect(announced.at(-1)).toBe("Saved");
  expect(await listSavedProjects(storage)).toHaveLength(1);
});

test("a full storage says so, even when its error has no message, and a failed retry says why again", async () => {
  const { editor, ui, announced } = renderPanel(<AutosaveIndicator />, HARBOUR);
  const storage = ui.storage as NonNullable<typeof ui.storage>;
  const full = new DOMException("", "QuotaExceededError");
  vi.spyOn(storage, "set").mockRejectedValueOnce(full).mockRejectedValueOnce(full);
  act(() => {
    editor.run(addEvent({ type: "footnote", start: 10, end: 12, options: { text: "Tram 28" } }));
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  const reason =
    "Saving failed: the storage on this device is full (QuotaExceededError): free some space, such as older saved projects or other sites' data, then retry.";
  expect(status()).toBe("Autosave: Not saved");
  expect(screen.getByText("Not saved").getAttribute("title")).toBe(reason);
  expect(screen.getByRole("button", { name: "Retry" }).getAttribute("title")).toBe(reason);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(status()).toBe("Autosave: Not saved");
  expect(announced.at(-1)).toBe(`Retry: ${reason}`);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(status()).toBe("Autosave: Saved");
});

test("an IndexedDB that never opens: Saving…, then after 10 s Not saved naming the time-out, never Saved", async () => {
  // An open request that is never answered, as when another tab blocks the database.
  vi.stubGlobal("indexedDB", { open: () => ({}) });
  const { editor } = renderWithStorage(<AutosaveIndicator />, createIndexedDbStorage(), HARBOUR);
  act(() => {
    editor.run(setMeta({ title: "Lisbon harbour at dusk" }));
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(status()).toBe("Autosave: Saving…");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(9_999);
  });
  expect(status()).toBe("Autosave: Saving…");
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(status()).toBe("Autosave: Not saved");
  expect(screen.getByText("Not saved").getAttribute("title")).toMatch(
    /^Saving failed: Opening the IndexedDB database "popcorn-kit-editor" timed out after 10 s: /,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.advanceTimersByTimeAsync(10_000);
  });
  expect(status()).toBe("Autosave: Not saved");
});

test("unmounting writes what is pending, then stops: no write after", async () => {
  const { editor, ui, unmount } = renderPanel(<AutosaveIndicator />, HARBOUR);
  const storage = ui.storage as NonNullable<typeof ui.storage>;
  const set = vi.spyOn(storage, "set");
  act(() => {
    editor.run(setMeta({ title: "Before closing" }));
  });
  unmount();
  await vi.advanceTimersByTimeAsync(0);
  expect(set).toHaveBeenCalledTimes(1);
  editor.run(setMeta({ title: "After closing" }));
  await vi.advanceTimersByTimeAsync(5000);
  expect(set).toHaveBeenCalledTimes(1);
  expect((await listSavedProjects(storage))[0]?.title).toBe("Before closing");
});

test("the page being hidden writes at once, without waiting for the pause", async () => {
  const { editor, ui } = renderPanel(<AutosaveIndicator />, HARBOUR);
  const set = vi.spyOn(ui.storage as NonNullable<typeof ui.storage>, "set");
  act(() => {
    editor.run(setMeta({ title: "Closing the tab" }));
  });
  await act(async () => {
    dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(set).toHaveBeenCalledTimes(1);
  expect(status()).toBe("Autosave: Saved");
});

test("with no storage, nothing is shown", () => {
  const { container } = renderWithStorage(<AutosaveIndicator />, undefined);
  expect(container.textContent).toBe("");
});

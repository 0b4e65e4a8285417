// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { exportProjectJson } from "../../../src/export/projectJson.js";
import { createProject } from "../../../src/project/createProject.js";
import { FileDialogs } from "../../../src/react/files/FileDialogs.js";
import { noteSessionSave } from "../../../src/react/files/sessionSaves.js";
import { createMemoryStorage } from "../../../src/storage/memoryStorage.js";
import { listSavedProjects, savedProjectKey } from "../../../src/storage/savedProjects.js";
import { HARBOUR } from "./fixtures.js";
import { renderWithStorage } from "./renderWithStorage.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

async function storageWith(...projects: { id: string; title: string; minutesAgo: number }[]) {
  const storage = createMemoryStorage();
  for (const { id, title, minutesAgo } of projects) {
    const project = createProject({
      id,
      meta: { title },
      lanes: [
        {
          id: "lane-1",
          events: [{ id: "footnote-1", type: "footnote", start: 2, end: 5, options: { text: "Saved note" } }],
        },
      ],
    });
    await storage.set(savedProjectKey(id), {
      savedAt: NOW - minutesAgo * 60_000,
      title,
      json: exportProjectJson(project),
    });
  }
  return storage;
}

function useClockAt(time: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
}

test("a saved project is offered with its title and age; Recover loads it", async () => {
  useClockAt(NOW);
  const storage = await storageWith({ id: "tower", title: "Belém tower", minutesAgo: 3 });
  const { editor, announced } = renderWithStorage(<FileDialogs />, storage, HARBOUR);
  const banner = await screen.findByRole("region", { name: "Recover a project" });
  expect(banner.textContent).toContain("Recover “Belém tower”, saved 3 minutes ago?");
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Recover" }));
  });
  const project = editor.getSnapshot().project;
  expect(project.id).toBe("tower");
  expect(project.lanes[0]?.events[0]?.options.text).toBe("Saved note");
  expect(screen.queryByRole("region", { name: "Recover a project" })).toBeNull();
  expect(announced).toContain("Recovered Belém tower");
});

test("Discard deletes the saved copy; Not now leaves it", async () => {
  const storage = await storageWith(
    { id: "tower", title: "Belém tower", minutesAgo: 3 },
    { id: "tram", title: "Tram 28", minutesAgo: 60 },
  );
  const { editor } = renderWithStorage(<FileDialogs />, storage, HARBOUR);
  await screen.findByText(/Recover “Belém tower”/);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
  });
  expect((await listSavedProjects(storage)).map((item) => item.id)).toEqual(["tram"]);
  // The next saved project is offered; Not now puts it away and keeps it.
  expect(screen.getByRole("region", { name: "Recover a project" }).textContent).toContain("Tram 28");
  fireEvent.click(screen.getByRole("button", { name: "Not now" }));
  expect(screen.queryByRole("region", { name: "Recover a project" })).toBeNull();
  expect(await listSavedProjects(storage)).toHaveLength(1);
  expect(editor.getSnapshot().project.id).toBe("harbour");
});

test("no prompt for the open project saved as it is, nor for one this page session saved", async () => {
  const storage = await storageWith({ id: "tower", title: "Belém tower", minutesAgo: 1 });
  const open = createProject({ ...HARBOUR });
  await storage.set(savedProjectKey("harbour"), {
    savedAt: NOW,
    title: "Lisbon harbour",
    json: exportProjectJson(open),
  });
  noteSessionSave(storage, "tower");
  const keys = vi.spyOn(storage, "keys");
  renderWithStorage(<FileDialogs />, storage, HARBOUR);
  await waitFor(() => expect(keys).toHaveBeenCalled());
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole("region", { name: "Recover a project" })).toBeNull();
});

test("the open project is offered when its saved copy holds other content", async () => {
  const storage = await storageWith({ id: "harbour", title: "Lisbon harbour, longer cut", minutesAgo: 5 });
  renderWithStorage(<FileDialogs />, storage, HARBOUR);
  expect(await screen.findByText(/Recover “Lisbon harbour, longer cut”/)).toBeTruthy();
});

test("a recovered project with parts that cannot be read lists them", async () => {
  const storage = createMemoryStorage();
  const project = JSON.parse(exportProjectJson(createProject({ id: "tower", meta: { title: "Belém tower" } })));
  project.lanes[0].events.push({ id: "bad-1", type: "footnote", start: 8, end: 2, options: { text: "Backwards" } });
  await storage.set(savedProjectKey("tower"), { savedAt: NOW, title: "Belém tower", json: JSON.stringify(project) });
  const { editor } = renderWithStorage(<FileDialogs />, storage, HARBOUR);
  await screen.findByText(/Recover “Belém tower”/);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Recover" }));
  });
  expect(editor.getSnapshot().project.id).toBe("tower");
  const issues = screen.getByRole("region", { name: "Recovered project" });
  expect(issues.textContent).toContain("lanes[0].events[0]");
  fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(screen.queryByRole("region", { name: "Recovered project" })).toBeNull();
});

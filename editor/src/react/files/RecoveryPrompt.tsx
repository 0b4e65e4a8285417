"use client";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { exportProjectJson } from "../../export/projectJson.js";
import { loadProject } from "../../project/loadProject.js";
import type { ProjectIssue } from "../../project/types.js";
import {
  type SavedProjectSummary,
  deleteSavedProject,
  listSavedProjects,
  recoverProject,
} from "../../storage/savedProjects.js";
import { useEditorUi } from "../context.js";
import { describeError } from "../format.js";
import { Icon } from "../icons.js";
import { IssueList } from "./IssueList.js";
import { relativeTime } from "./relativeTime.js";
import { savedThisSession } from "./sessionSaves.js";

function titleOf(saved: SavedProjectSummary): string {
  return saved.title.trim() === "" ? "Untitled project" : saved.title;
}

/**
 * Offers to recover projects autosaved in an earlier visit: a banner at the top of the editor, "Recover “Lisbon
 * harbour”, saved 3 minutes ago?" with Recover, Discard and Not now. Looks once, when the editor mounts with a
 * storage; leaves out what this page session saved, and the open project unless its saved copy differs.
 */
export function RecoveryPrompt(): ReactNode {
  const { editor, storage, announce } = useEditorUi();
  const [offers, setOffers] = useState<readonly SavedProjectSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<{ title: string; list: readonly ProjectIssue[] } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (!storage) return;
    let live = true;
    const open = editor.getSnapshot().project;
    (async () => {
      const saved = await listSavedProjects(storage);
      const offered: SavedProjectSummary[] = [];
      for (const item of saved) {
        if (savedThisSession(storage, item.id)) continue;
        if (item.id === open.id) {
          // The open project is offered only when its saved copy holds something else.
          try {
            const copy = loadProject(await recoverProject(storage, item.id), { plugins: editor.plugins }).project;
            if (exportProjectJson(copy) === exportProjectJson(open)) continue;
          } catch {
            continue;
          }
        }
        offered.push(item);
      }
      if (live) setOffers(offered);
    })().catch(() => {
      // A storage that cannot be listed offers nothing: recovery is a convenience, never in the way.
    });
    return () => {
      live = false;
      alive.current = false;
    };
  }, [editor, storage]);

  const offer = offers[0];
  if (!storage || (!offer && !issues)) return null;

  const next = () => {
    setOffers((list) => list.slice(1));
    setError(undefined);
  };

  const recover = async (item: SavedProjectSummary) => {
    setBusy(true);
    try {
      const result = loadProject(await recoverProject(storage, item.id), { plugins: editor.plugins });
      if (!alive.current) return;
      editor.load(result.project);
      setOffers([]);
      setError(undefined);
      if (result.issues.length > 0) setIssues({ title: titleOf(item), list: result.issues });
      announce(
        `Recovered ${titleOf(item)}${result.issues.length > 0 ? `, ${result.issues.length} parts could not be read` : ""}`,
      );
    } catch (reason) {
      if (!alive.current) return;
      const message = `${titleOf(item)} could not be recovered: ${describeError(reason)}`;
      setError(message);
      announce(message);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const discard = async (item: SavedProjectSummary) => {
    setBusy(true);
    try {
      await deleteSavedProject(storage, item.id);
      if (!alive.current) return;
      next();
      announce(`Discarded the saved copy of ${titleOf(item)}`);
    } catch (reason) {
      if (!alive.current) return;
      setError(`The saved copy could not be discarded: ${describeError(reason)}`);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  if (issues) {
    return (
      <section className="pke-files-recovery" aria-label="Recovered project">
        <div className="pke-files-recovery-row">
          <span className="pke-files-recovery-icon" data-state="warning">
            <Icon name="alert" />
          </span>
          <p className="pke-files-recovery-text">
            Recovered “{issues.title}”. Some parts could not be read and were left out.
          </p>
          <button type="button" className="pke-button" onClick={() => setIssues(undefined)}>
            Dismiss
          </button>
        </div>
        <IssueList issues={issues.list} title={`${issues.list.length} issues`} />
      </section>
    );
  }

  const item = offer as SavedProjectSummary;
  const when = item.savedAt > 0 ? `, saved ${relativeTime(item.savedAt)}` : "";
  return (
    <section className="pke-files-recovery" aria-label="Recover a project">
      <div className="pke-files-recovery-row">
        <span className="pke-files-recovery-icon">
          <Icon name="undo" />
        </span>
        <p className="pke-files-recovery-text">
          Recover “{titleOf(item)}”{when}?
          {offers.length > 1 ? <span className="pke-files-muted"> {offers.length - 1} more saved.</span> : null}
        </p>
        <button type="button" className="pke-button" data-variant="ghost" disabled={busy} onClick={next}>
          Not now
        </button>
        <button type="button" className="pke-button" disabled={busy} onClick={() => void discard(item)}>
          Discard
        </button>
        <button
          type="button"
          className="pke-button"
          data-variant="primary"
          disabled={busy}
          onClick={() => void recover(item)}
        >
          Recover
        </button>
      </div>
      {error ? (
        <p className="pke-files-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : null}
    </section>
  );
}

import { useCallback, useEffect, useMemo, useRef } from "react";
import { setMedia } from "../../commands/projectCommands.js";
import { type FrameRateReading, readFrameRate } from "../../io/frameRate.js";
import { classifyMediaAddress, sourceOfAddress } from "../../io/mediaAddress.js";
import type { ProjectMediaSource } from "../../project/types.js";
import { type EditorSample, useEditorUi } from "../context.js";
import { describeError } from "../format.js";
import { type FrameRateOrigin, frameRateNotes } from "./frameRateNote.js";
import { isMediaType, mediaName } from "./mediaSource.js";
import { probeMedia } from "./probeMedia.js";

/** Seconds a local file's frame rate may take to read before the file opens at the project's rate. */
export const FRAME_RATE_READ_TIMEOUT = 5;

/**
 * What an opening gives back: the refusal's message, or undefined when the media opened; a promise of either
 * when the opening waits on a check (a file's frame rate, whether an address of unknown kind is media). A
 * promise of a superseded or cancelled opening resolves with undefined, and nothing opens.
 */
export type Opening = string | undefined | Promise<string | undefined>;

/** The ways to open media. */
export interface MediaOpener {
  /** Opens one of the samples the editor offers, at its frame rate. */
  openSample(sample: EditorSample): string | undefined;
  /** Opens a local file at the frame rate its container declares: played from an object URL, never uploaded. */
  openFile(file: File): Opening;
  /**
   * Opens a typed address (see `classifyMediaAddress`): pages of sites that are not media are refused; an
   * address of unknown kind opens only once it loaded as media (`probeMedia`).
   */
  openAddress(address: string): Opening;
  /** Cancels the opening waiting on a check, if any. */
  cancel(): void;
}

/** `readFrameRate` given at most `FRAME_RATE_READ_TIMEOUT` seconds, ended early when `signal` aborts. */
function readRateWithin(file: File, signal: AbortSignal): Promise<FrameRateReading> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, FRAME_RATE_READ_TIMEOUT * 1000);
  signal.addEventListener("abort", stop);
  const given = new Promise<FrameRateReading>((resolve) => {
    controller.signal.addEventListener("abort", () => resolve({ kind: "unknown", reason: "not read in time" }));
  });
  return Promise.race([readFrameRate(file, { signal: controller.signal }), given]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener("abort", stop);
    // Ends the reading if it is still going (the race was won by the time-out or an abort).
    controller.abort();
  });
}

/** What the live region says when media opened. */
function openedMessage(source: ProjectMediaSource, frameRate: number, origin: FrameRateOrigin): string {
  const name = mediaName(source);
  if (source.kind !== "file") return `Opened ${name}`;
  return origin === "file"
    ? `Opened ${name} at ${frameRate} fps, read from the file`
    : `Opened ${name}. The file does not say its frame rate: ${frameRate} fps assumed`;
}

/**
 * Opens media through the `setMedia` command (one undo step) and points the preview at it. A local file plays
 * from an object URL, revoked when another file replaces it and when the component unmounts; while the
 * project's media is another source (opened after it, or undo), the preview does not play it, and redo brings
 * it back. A refused source changes nothing (the message is returned, and announced). A check in progress is
 * cancelled by the next opening, by `cancel()` and on unmount, with its timer and listeners.
 */
export function useMediaOpener(): MediaOpener {
  const { editor, preview, view, announce } = useEditorUi();
  // The object URL of the file opened last, and the source it plays for.
  const objectUrl = useRef<string | undefined>(undefined);
  const fileSource = useRef<ProjectMediaSource | undefined>(undefined);
  // The opening waiting on a check.
  const pending = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      pending.current?.abort();
      pending.current = undefined;
      if (objectUrl.current !== undefined) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = undefined;
    },
    [],
  );

  // Undo, redo or a loaded project may change the media: the preview plays the file only while the project's
  // source is that file (the URL is kept, so redo brings it back).
  useEffect(
    () =>
      editor.subscribe(() => {
        const source = editor.getSnapshot().project.media.source;
        const own = fileSource.current;
        const isOwn =
          own?.kind === "file" &&
          source?.kind === "file" &&
          source.name === own.name &&
          source.mimeType === own.mimeType;
        const wanted = isOwn ? objectUrl.current : undefined;
        if (preview.getSnapshot().mediaUrl !== wanted) preview.set({ mediaUrl: wanted });
      }),
    [editor, preview],
  );

  /** Cancels the opening in progress and starts the next one's. */
  const begin = useCallback(() => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    return controller;
  }, []);
  const settled = useCallback((controller: AbortController) => {
    if (pending.current === controller) pending.current = undefined;
  }, []);

  const open = useCallback(
    (
      source: ProjectMediaSource,
      opened: { frameRate?: number; origin: FrameRateOrigin; fileUrl?: string; duration?: number },
    ): string | undefined => {
      const { frameRate, origin, fileUrl, duration = 0 } = opened;
      const before = { url: objectUrl.current, source: fileSource.current };
      // Set first, so the preview follows the new file as soon as the command notifies.
      if (fileUrl !== undefined) {
        objectUrl.current = fileUrl;
        fileSource.current = source;
      }
      try {
        editor.run(setMedia({ source, duration, ...(frameRate === undefined ? {} : { frameRate }) }));
      } catch (error) {
        if (fileUrl !== undefined) {
          URL.revokeObjectURL(fileUrl);
          objectUrl.current = before.url;
          fileSource.current = before.source;
        }
        const message = describeError(error);
        announce(message);
        return message;
      }
      if (fileUrl !== undefined && before.url !== undefined) URL.revokeObjectURL(before.url);
      const rate = editor.getSnapshot().project.media.frameRate;
      frameRateNotes(editor).set({ note: { source, frameRate: rate, origin } });
      preview.set({ mediaUrl: fileUrl });
      view.set({ dialog: undefined });
      announce(openedMessage(source, rate, origin));
      return undefined;
    },
    [editor, preview, view, announce],
  );

  return useMemo<MediaOpener>(
    () => ({
      openSample(sample) {
        pending.current?.abort();
        return open({ kind: "url", url: sample.url }, { frameRate: sample.frameRate ?? 30, origin: "sample" });
      },
      openFile(file) {
        if (!isMediaType(file.type)) {
          const message = `${file.name} is not audio or video: open a video or audio file (such as .mp4, .webm, .mp3).`;
          announce(message);
          return message;
        }
        const controller = begin();
        return readRateWithin(file, controller.signal).then((reading) => {
          if (controller.signal.aborted) return undefined;
          settled(controller);
          const source: ProjectMediaSource = { kind: "file", name: file.name, mimeType: file.type };
          const frameRate = reading.kind === "known" ? reading.frameRate : undefined;
          return open(source, {
            frameRate,
            origin: frameRate === undefined ? "assumed" : "file",
            fileUrl: URL.createObjectURL(file),
          });
        });
      },
      openAddress(address) {
        const classified = classifyMediaAddress(address);
        if (classified.kind === "refused") {
          announce(classified.message);
          return classified.message;
        }
        const source = sourceOfAddress(classified);
        if (classified.kind !== "unknown") {
          pending.current?.abort();
          return open(source, { origin: "assumed" });
        }
        // Of unknown kind: opened only once it loaded as media, so that a page never leaves a black stage.
        const controller = begin();
        return probeMedia(classified.url, { signal: controller.signal }).then((probe) => {
          if (controller.signal.aborted) return undefined;
          settled(controller);
          if (!probe.ok) {
            announce(probe.message);
            return probe.message;
          }
          return open(source, { origin: "assumed", duration: probe.duration });
        });
      },
      cancel() {
        pending.current?.abort();
        pending.current = undefined;
      },
    }),
    [open, announce, begin, settled],
  );
}

import { useCallback, useEffect, useMemo, useRef } from "react";
import { setMedia } from "../../commands/projectCommands.js";
import type { ProjectMediaSource } from "../../project/types.js";
import { type EditorSample, useEditorUi } from "../context.js";
import { describeError } from "../format.js";
import { isMediaType, mediaName, sourceFromAddress } from "./mediaSource.js";

/** The ways to open media; each returns the refusal's message, or undefined when the media opened. */
export interface MediaOpener {
  /** Opens one of the samples the editor offers. */
  openSample(sample: EditorSample): string | undefined;
  /** Opens a local file: played from an object URL, never uploaded. */
  openFile(file: File): string | undefined;
  /** Opens a typed address (http(s); YouTube and Vimeo links through their players). */
  openAddress(address: string): string | undefined;
}

/** What a person reads when an address is refused: the address, and what the editor opens. */
function addressRefusal(address: string): string {
  const shown = address.trim();
  const short = shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
  return shown === ""
    ? "Give the address of a video or audio file (http or https), or a YouTube or Vimeo link."
    : `“${short}” cannot be opened: give the address of a video or audio file (http or https), or a YouTube or Vimeo link.`;
}

/**
 * Opens media through the `setMedia` command and points the preview at it. A local file plays from an object
 * URL, revoked when another file replaces it and when the component unmounts; while the project's media is
 * another source (opened after it, or undo), the preview does not play it, and redo brings it back. A refused source changes
 * nothing (the message is returned, and announced).
 */
export function useMediaOpener(): MediaOpener {
  const { editor, preview, view, announce } = useEditorUi();
  // The object URL of the file opened last, and the source it plays for.
  const objectUrl = useRef<string | undefined>(undefined);
  const fileSource = useRef<ProjectMediaSource | undefined>(undefined);

  useEffect(
    () => () => {
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

  const open = useCallback(
    (
      source: ProjectMediaSource,
      frameRate: number | undefined,
      fileUrl: string | undefined,
      refusal?: string,
    ): string | undefined => {
      const before = { url: objectUrl.current, source: fileSource.current };
      // Set first, so the preview follows the new file as soon as the command notifies.
      if (fileUrl !== undefined) {
        objectUrl.current = fileUrl;
        fileSource.current = source;
      }
      try {
        editor.run(setMedia({ source, duration: 0, ...(frameRate === undefined ? {} : { frameRate }) }));
      } catch (error) {
        if (fileUrl !== undefined) {
          URL.revokeObjectURL(fileUrl);
          objectUrl.current = before.url;
          fileSource.current = before.source;
        }
        const message = refusal ?? describeError(error);
        announce(message);
        return message;
      }
      if (fileUrl !== undefined && before.url !== undefined) URL.revokeObjectURL(before.url);
      preview.set({ mediaUrl: fileUrl });
      view.set({ dialog: undefined });
      announce(`Opened ${mediaName(source)}`);
      return undefined;
    },
    [editor, preview, view, announce],
  );

  return useMemo<MediaOpener>(
    () => ({
      openSample: (sample) => open({ kind: "url", url: sample.url }, sample.frameRate ?? 30, undefined),
      openFile(file) {
        if (!isMediaType(file.type)) {
          const message = `${file.name} is not audio or video: open a video or audio file (such as .mp4, .webm, .mp3).`;
          announce(message);
          return message;
        }
        const source: ProjectMediaSource = { kind: "file", name: file.name, mimeType: file.type };
        return open(source, undefined, URL.createObjectURL(file));
      },
      openAddress: (address) => open(sourceFromAddress(address), undefined, undefined, addressRefusal(address)),
    }),
    [open, announce],
  );
}

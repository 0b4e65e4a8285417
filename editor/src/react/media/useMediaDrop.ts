import { type RefObject, useEffect, useRef, useState } from "react";
import { isMediaType } from "./mediaSource.js";

/** Where the drop overlay covers: the editor's box in the viewport while media is dragged over it. */
export interface DropArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Whether a drag carries a file that may be media (browsers tell the type of dragged files, not their names). */
function carriesMedia(transfer: DataTransfer | null): boolean {
  if (!transfer || ![...transfer.types].includes("Files")) return false;
  const items = transfer.items ? [...transfer.items] : [];
  // Without item types (some browsers hide them until the drop), a file is taken as media until dropped.
  return (
    items.length === 0 || items.some((item) => item.kind === "file" && (item.type === "" || isMediaType(item.type)))
  );
}

/**
 * Lets a media file be dropped anywhere on the editor: listens on the `.pk-editor` element around `anchor`,
 * accepts drags that carry audio or video (other drags pass on to whoever takes them), and calls `onFile` with
 * the dropped file. Returns the area to cover with a drop overlay while such a drag is over the editor.
 * Every listener is removed on unmount.
 */
export function useMediaDrop(
  anchor: RefObject<HTMLElement | null>,
  onFile: (file: File) => void,
): DropArea | undefined {
  const [area, setArea] = useState<DropArea | undefined>(undefined);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>(".pk-editor");
    if (!root) return;
    // dragenter and dragleave fire for every child crossed: a count tells when the drag left the editor.
    let depth = 0;
    const show = () => {
      const box = root.getBoundingClientRect();
      setArea({ left: box.left, top: box.top, width: box.width, height: box.height });
    };
    const onEnter = (event: DragEvent) => {
      if (!carriesMedia(event.dataTransfer)) return;
      event.preventDefault();
      depth++;
      if (depth === 1) show();
    };
    const onOver = (event: DragEvent) => {
      if (!carriesMedia(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesMedia(event.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setArea(undefined);
    };
    const onDrop = (event: DragEvent) => {
      const accepted = depth > 0 || carriesMedia(event.dataTransfer);
      depth = 0;
      setArea(undefined);
      if (event.defaultPrevented) return;
      const files = event.dataTransfer ? [...event.dataTransfer.files] : [];
      // A drag this editor accepted as media is its to refuse (the browser would open the file in place of it).
      const file = files.find((f) => isMediaType(f.type)) ?? (accepted ? files[0] : undefined);
      if (!file) return;
      event.preventDefault();
      onFileRef.current(file);
    };
    root.addEventListener("dragenter", onEnter);
    root.addEventListener("dragover", onOver);
    root.addEventListener("dragleave", onLeave);
    root.addEventListener("drop", onDrop);
    return () => {
      root.removeEventListener("dragenter", onEnter);
      root.removeEventListener("dragover", onOver);
      root.removeEventListener("dragleave", onLeave);
      root.removeEventListener("drop", onDrop);
    };
  }, [anchor]);

  return area;
}

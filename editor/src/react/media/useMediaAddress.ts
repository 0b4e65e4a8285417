import { useEditorState, usePreview } from "../context.js";

/**
 * The address the media can be read from in this page: the object URL of a local file, or the project's URL
 * source. Undefined without media, for a file not opened again since a reload, and for YouTube and Vimeo
 * (whose streams a page cannot read).
 */
export function useMediaAddress(): string | undefined {
  const mediaUrl = usePreview((state) => state.mediaUrl);
  const source = useEditorState((snapshot) => snapshot.project.media.source);
  if (mediaUrl !== undefined) return mediaUrl;
  return source?.kind === "url" ? source.url : undefined;
}

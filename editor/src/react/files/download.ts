/** A file name's stem from a project title: lower case, words joined by "-", "project" when nothing is left. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const trimmed = trimHyphens(trimHyphens(slug).slice(0, 60));
  return trimmed === "" ? "project" : trimmed;
}

/** `text` without hyphens at either end, by index (a `-+$` search is quadratic on a long run of hyphens). */
function trimHyphens(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "-") start++;
  while (end > start && text[end - 1] === "-") end--;
  return text.slice(start, end);
}

/**
 * Saves `text` as a file named `fileName` through a temporary link to an object URL, which is revoked once the
 * browser has taken the click.
 */
export function downloadText(text: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The options that decide which video an adapter's component shows, as one string: the component makes a new
 * player when the string changes and keeps its player otherwise. Objects count by their content, so that an
 * object written inline (Vimeo's `embed`) does not make a new player at every render.
 */
export function playerKey(values: readonly unknown[]): string {
  return JSON.stringify(values);
}

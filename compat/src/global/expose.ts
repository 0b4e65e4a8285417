/**
 * Sets `window.Popcorn` for a script-tag build, with Popcorn 1.x's `Popcorn.noConflict(deep)`: it returns
 * `Popcorn`, and with `deep` gives `window.Popcorn` back the value it had before this script ran.
 */
export function expose(popcorn: Record<string, unknown>): void {
  const scope = globalThis as { Popcorn?: unknown };
  const previous = scope.Popcorn;
  popcorn.noConflict = (deep?: unknown) => {
    if (deep) scope.Popcorn = previous;
    return popcorn;
  };
  scope.Popcorn = popcorn;
}

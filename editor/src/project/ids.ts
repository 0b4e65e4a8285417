/**
 * Makes ids unique in one project: `prefix-1`, `prefix-2`... skipping the ones `taken` holds. Ids are short and
 * stable (they are in saved files and exported code), never random.
 */
export function createIdSource(taken: Iterable<string> = []): (prefix: string) => string {
  const used = new Set(taken);
  const next = new Map<string, number>();
  return (prefix) => {
    let n = next.get(prefix) ?? 1;
    while (used.has(`${prefix}-${n}`)) n++;
    next.set(prefix, n + 1);
    const id = `${prefix}-${n}`;
    used.add(id);
    return id;
  };
}

/** A project id: time-ordered and random enough that two projects made on one machine never share one. */
export function newProjectId(): string {
  const random = Math.floor(Math.random() * 0x100000000)
    .toString(36)
    .padStart(7, "0");
  return `p-${Date.now().toString(36)}-${random}`;
}

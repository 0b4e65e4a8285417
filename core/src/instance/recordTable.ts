import type { TrackRecord } from "./trackRecord.js";

/**
 * The track events of an instance by id, in insertion order.
 *
 * Generated ids (`"<type>-<n>"`, n counting up) are found by their number in an array: no hash table entry
 * per event, the part of a bulk load's memory and time that a `Map` would take. Ids a caller chose live in a
 * `Map`. A generated id is never also a chosen one: `nextId` skips numbers a caller took.
 */
export class RecordTable {
  // Index 0 stays empty: generated ids count from 1.
  #generated: (TrackRecord | undefined)[] = [undefined];
  readonly #chosen = new Map<string, TrackRecord>();
  #size = 0;
  /** Set when a caller chose an id that ends in `-<digits>`: generation must then check each id it makes. */
  #numberedChoice = false;

  /** Number of events. */
  get size(): number {
    return this.#size;
  }

  /** A new id for an event of `type`, not in use. Call `add` with the record before the next call. */
  nextId(type: string): string {
    let id = `${type}-${this.#generated.length}`;
    if (this.#numberedChoice) {
      while (this.#chosen.has(id)) {
        this.#generated.push(undefined);
        id = `${type}-${this.#generated.length}`;
      }
    }
    return id;
  }

  /** Adds a record whose id is new: from `nextId` (`generated`), or one the caller chose. */
  add(record: TrackRecord, generated: boolean): void {
    this.#size++;
    if (generated) {
      this.#generated.push(record);
      return;
    }
    this.#chosen.set(record.id, record);
    if (generatedNumber(record.id) >= 0) this.#numberedChoice = true;
  }

  get(id: string): TrackRecord | undefined {
    const n = generatedNumber(id);
    if (n >= 0) {
      const record = this.#generated[n];
      if (record !== undefined && record.id === id) return record;
    }
    return this.#chosen.get(id);
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  delete(record: TrackRecord): void {
    const n = generatedNumber(record.id);
    if (n >= 0 && this.#generated[n] === record) this.#generated[n] = undefined;
    else if (!this.#chosen.delete(record.id)) return;
    this.#size--;
  }

  /** Every record, in insertion order. */
  values(): TrackRecord[] {
    const out: TrackRecord[] = [];
    const chosen = [...this.#chosen.values()];
    let j = 0;
    for (const record of this.#generated) {
      if (record === undefined) continue;
      while (j < chosen.length && chosen[j]!.order < record.order) out.push(chosen[j++]!);
      out.push(record);
    }
    while (j < chosen.length) out.push(chosen[j++]!);
    return out;
  }

  clear(): void {
    this.#generated = [undefined];
    this.#chosen.clear();
    this.#size = 0;
  }
}

/** The n of an id shaped `<type>-<n>` (n without leading zeros), or -1. */
function generatedNumber(id: string): number {
  const dash = id.lastIndexOf("-");
  if (dash < 1 || dash === id.length - 1 || id.length - dash > 10) return -1;
  if (id.charCodeAt(dash + 1) === 48 && id.length - dash > 2) return -1;
  let n = 0;
  for (let i = dash + 1; i < id.length; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** Orders records so that active ones come first, latest activated first (nested events unwind). */
export function unwindOrder(records: TrackRecord[]): TrackRecord[] {
  // An active record's slot grows with its activation; an inactive one's is -1.
  return records.sort((a, b) => b.slot - a.slot);
}

export function progressAt(record: TrackRecord, time: number): number {
  if (time <= record.start) return 0;
  if (time >= record.end) return 1;
  return record.end === Infinity ? 0 : (time - record.start) / (record.end - record.start);
}

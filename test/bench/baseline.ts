/**
 * The comparison point for the timeline benchmark: the approach of Popcorn.js 1.x, rewritten plainly here so
 * both run in one process. Events sit in two arrays sorted by start and by end; an insertion scans for its
 * place and splices (O(n)); playback moves two cursors; a seek scans every event (O(n)). Removing scans and
 * splices (O(n)); an update is a removal and an insertion, then starts the event if it spans the current time.
 */
export interface BaselineEvent {
  start: number;
  end: number;
  active: boolean;
}

/** What an instance does at a transition beyond flipping a flag: its plugin's hook, then its listeners. */
export interface TransitionDispatch {
  start(event: BaselineEvent): void;
  end(event: BaselineEvent): void;
}

export class SortedArrayTimeline {
  /** Called at each start and end of playback when set: a walk that dispatches as an instance does. */
  dispatch: TransitionDispatch | null = null;
  readonly #byStart: BaselineEvent[] = [];
  readonly #byEnd: BaselineEvent[] = [];
  #startIndex = 0;
  #endIndex = 0;
  #time = 0;
  starts = 0;
  ends = 0;

  add(start: number, end: number): BaselineEvent {
    const event: BaselineEvent = { start, end, active: false };
    let i = 0;
    while (i < this.#byStart.length && this.#byStart[i]!.start <= start) i++;
    this.#byStart.splice(i, 0, event);
    if (i < this.#startIndex) this.#startIndex++;
    let j = 0;
    while (j < this.#byEnd.length && this.#byEnd[j]!.end <= end) j++;
    this.#byEnd.splice(j, 0, event);
    if (j < this.#endIndex) this.#endIndex++;
    return event;
  }

  remove(event: BaselineEvent): void {
    if (event.active) {
      event.active = false;
      this.ends++;
    }
    this.#detach(event);
  }

  /** Moves an event; like the kit, it ends or starts at once when it leaves or covers the current time. */
  update(event: BaselineEvent, start: number, end: number): BaselineEvent {
    const t = this.#time;
    const nowActive = start <= t && t < end;
    if (event.active && !nowActive) this.ends++;
    if (!event.active && nowActive) this.starts++;
    this.#detach(event);
    const moved = this.#insertPassed(start, end);
    moved.active = nowActive;
    return moved;
  }

  #detach(event: BaselineEvent): void {
    const i = this.#byStart.indexOf(event);
    this.#byStart.splice(i, 1);
    if (i < this.#startIndex) this.#startIndex--;
    const j = this.#byEnd.indexOf(event);
    this.#byEnd.splice(j, 1);
    if (j < this.#endIndex) this.#endIndex--;
  }

  /** Inserts behind each cursor when that time has passed: the cursors count the entries at or before now. */
  #insertPassed(start: number, end: number): BaselineEvent {
    const event: BaselineEvent = { start, end, active: false };
    const t = this.#time;
    let i = 0;
    while (i < this.#byStart.length && this.#byStart[i]!.start <= start) i++;
    this.#byStart.splice(i, 0, event);
    if (start <= t) this.#startIndex++;
    let j = 0;
    while (j < this.#byEnd.length && this.#byEnd[j]!.end <= end) j++;
    this.#byEnd.splice(j, 0, event);
    if (end <= t) this.#endIndex++;
    return event;
  }

  advance(t: number): void {
    const byStart = this.#byStart;
    const byEnd = this.#byEnd;
    while (this.#startIndex < byStart.length && byStart[this.#startIndex]!.start <= t) {
      const event = byStart[this.#startIndex++]!;
      event.active = true;
      this.starts++;
      if (this.dispatch !== null) this.dispatch.start(event);
    }
    while (this.#endIndex < byEnd.length && byEnd[this.#endIndex]!.end <= t) {
      const event = byEnd[this.#endIndex++]!;
      if (event.active) {
        event.active = false;
        this.ends++;
        if (this.dispatch !== null) this.dispatch.end(event);
      }
    }
    this.#time = t;
  }

  seek(t: number): void {
    let startIndex = 0;
    let endIndex = 0;
    for (const event of this.#byStart) {
      const active = event.start <= t && t < event.end;
      if (event.active && !active) this.ends++;
      if (!event.active && active) this.starts++;
      event.active = active;
      if (event.start <= t) startIndex++;
    }
    for (const event of this.#byEnd) if (event.end <= t) endIndex++;
    this.#startIndex = startIndex;
    this.#endIndex = endIndex;
    this.#time = t;
  }

  endAll(): void {
    for (const event of this.#byStart) {
      if (event.active) {
        event.active = false;
        this.ends++;
      }
    }
  }

  get time(): number {
    return this.#time;
  }
}

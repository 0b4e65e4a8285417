// What a page has pending, counted in real Chromium: timers and intervals, animation frames, and listeners on `window` and
// `document`. Import this module before the code under test loads (a library keeps its own references to these
// functions), then compare `pageActivity()` before and after.

const pending = { frames: new Set<number>(), timers: new Set<number>(), listeners: new Set<string>() };

const {
  setTimeout: realSetTimeout,
  clearTimeout: realClearTimeout,
  setInterval: realSetInterval,
  clearInterval: realClearInterval,
  requestAnimationFrame: realRaf,
  cancelAnimationFrame: realCaf,
} = window;

window.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
  const id: number = realSetTimeout(() => (pending.timers.delete(id), fn(...(args as []))), ms);
  pending.timers.add(id);
  return id;
}) as typeof setTimeout;
window.clearTimeout = ((id?: number) => (
  id !== undefined && pending.timers.delete(id), realClearTimeout(id)
)) as typeof clearTimeout;
// An interval is pending until cleared (it counts with the timers).
window.setInterval = ((fn: () => void, ms?: number, ...args: unknown[]) => {
  const id: number = realSetInterval(() => fn(...(args as [])), ms);
  pending.timers.add(id);
  return id;
}) as typeof setInterval;
window.clearInterval = ((id?: number) => (
  id !== undefined && pending.timers.delete(id), realClearInterval(id)
)) as typeof clearInterval;
window.requestAnimationFrame = (fn) => {
  const id = realRaf((time) => (pending.frames.delete(id), fn(time)));
  pending.frames.add(id);
  return id;
};
window.cancelAnimationFrame = (id) => (pending.frames.delete(id), realCaf(id));

const ids = new WeakMap<object, number>();
let nextId = 0;
const key = (target: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) =>
  `${target === window ? "window" : "document"} ${type} ${ids.get(listener as object) ?? (ids.set(listener as object, ++nextId), nextId)} ${typeof options === "boolean" ? options : !!options?.capture}`;
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type: string, listener: any, options?: any) => (
    listener && pending.listeners.add(key(target, type, listener, options)), add(type, listener, options)
  );
  target.removeEventListener = (type: string, listener: any, options?: any) => (
    listener && pending.listeners.delete(key(target, type, listener, options)), remove(type, listener, options)
  );
}

/** What the page has pending now: listeners on window and document (by type and listener), timers, frames. */
export interface PageActivity {
  readonly listeners: ReadonlySet<string>;
  readonly timers: ReadonlySet<number>;
  readonly frames: ReadonlySet<number>;
}

/** A snapshot of what the page has pending. */
export function pageActivity(): PageActivity {
  return { listeners: new Set(pending.listeners), timers: new Set(pending.timers), frames: new Set(pending.frames) };
}

/**
 * What `now` has pending that `before` had not: listeners added and not removed, and how many timers and
 * frames asked for since are still pending (what was pending before and has run since is not counted).
 */
export function leftSince(
  before: PageActivity,
  now = pageActivity(),
): { listeners: string[]; timers: number; frames: number } {
  const added = <T>(was: ReadonlySet<T>, is: ReadonlySet<T>) => [...is].filter((entry) => !was.has(entry));
  return {
    listeners: added(before.listeners, now.listeners),
    timers: added(before.timers, now.timers).length,
    frames: added(before.frames, now.frames).length,
  };
}

/** Resolves after `count` animation frames (not counted as pending). */
export const frames = (count: number): Promise<void> =>
  new Promise((resolve) => {
    let left = count;
    const next = () => (--left <= 0 ? resolve() : realRaf(next));
    realRaf(next);
  });

/** Resolves on the next turn of the event loop (not counted as a pending timer). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => realSetTimeout(resolve, 0));

import { PopcornError } from "../errors.js";
import { host, reportUnhandled } from "../host.js";
import type { TrackEventView } from "../popcorn/trackEvent.js";
import type { Popcorn } from "../popcorn/types.js";
import type { PluginContext } from "./definePlugin.js";

/** What a network plugin's view shows: loading, the result, or a readable error. */
export type RemoteState<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "error"; readonly message: string };

/** The `fetch` network plugins call: the host's, or one given as an option (tests, proxies, caches). */
export type FetchLike = (
  url: string,
  init: { signal?: unknown; headers?: Record<string, string> },
) => Promise<{
  readonly ok: boolean;
  readonly status: number;
  readonly statusText?: string;
  json(): Promise<unknown>;
}>;

/** What `startRemote` gives the loader: the abort signal of this load. */
export interface RemoteLoad {
  readonly signal: unknown;
  /** GETs `url` with the event's `fetch` (or the host's) and reads it as JSON; rejects with a readable error. */
  json(url: string, fetcher: FetchLike | undefined): Promise<unknown>;
}

const LOADING: RemoteState<never> = Object.freeze({ status: "loading" });

/**
 * The states of one network plugin's events, by instance and event id: what its markup reads with `get`.
 * One per plugin module.
 */
export class RemoteStates<T> {
  readonly #byInstance = new WeakMap<Popcorn, Map<string, RemoteState<T>>>();

  /** The state of `event` on `pop`: loading until a load has settled (and on the server, where none runs). */
  get(pop: Popcorn | null, event: TrackEventView | undefined): RemoteState<T> {
    if (pop === null || event === undefined) return LOADING;
    return this.#byInstance.get(pop)?.get(event.id) ?? LOADING;
  }

  set(ctx: PluginContext<any>, state: RemoteState<T>): void {
    let states = this.#byInstance.get(ctx.popcorn);
    if (!states) this.#byInstance.set(ctx.popcorn, (states = new Map()));
    states.set(ctx.event.id, state);
  }

  delete(ctx: PluginContext<any>): void {
    this.#byInstance.get(ctx.popcorn)?.delete(ctx.event.id);
  }
}

/**
 * Starts a network load for an active event: the view shows loading at once; when `load` resolves, ready,
 * and when it rejects or takes longer than `timeout` seconds, an error state, reported as the instance's
 * `error` event (a `PopcornError` with code `PARSE`, phase `load`, as `loadTrack` reports a failed fetch).
 * The page never sees an exception. `stopRemote` (at the event's end, removal or a new load) aborts it, and
 * what arrives after that is dropped.
 */
export function startRemote<T>(
  ctx: PluginContext<any>,
  states: RemoteStates<T>,
  what: string,
  timeout: number,
  load: (remote: RemoteLoad) => Promise<T>,
): void {
  stopRemote(ctx, states);
  const controller = host.AbortController ? new host.AbortController() : undefined;
  const token = {};
  ctx.data.remote = token;
  const current = () => ctx.data.remote === token && !ctx.popcorn.destroyed;
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) host.clearTimeout?.(timer);
    timer = undefined;
    controller?.abort();
  };
  ctx.data.cancelRemote = cancel;
  states.set(ctx, LOADING as RemoteState<T>);
  let settled = false;
  const settle = (state: RemoteState<T>, error?: PopcornError) => {
    if (settled || !current()) return;
    settled = true;
    if (timer !== undefined) host.clearTimeout?.(timer);
    timer = undefined;
    states.set(ctx, state);
    ctx.refresh();
    if (error === undefined) return;
    const pop = ctx.popcorn;
    if (pop.listenerCount("error") > 0)
      pop.emit("error", { error, phase: "load", plugin: ctx.event.type, eventId: ctx.event.id });
    else reportUnhandled(`load error in track event "${ctx.event.id}":`, error);
  };
  const fail = (cause: unknown) => {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const error = new PopcornError("PARSE", `Could not load ${what}: ${reason.replace(/\.$/, "")}.`, {
      plugin: ctx.event.type,
      eventId: ctx.event.id,
      cause,
    });
    settle({ status: "error", message: `Could not load ${what}.` }, error);
  };
  if (timeout > 0 && host.setTimeout) {
    timer = host.setTimeout(() => {
      timer = undefined;
      if (!current()) return;
      controller?.abort();
      fail(new Error(`no answer within ${timeout} s`));
    }, timeout * 1000);
  }
  const remote: RemoteLoad = {
    signal: controller?.signal,
    async json(url, fetcher) {
      const fetchFn = fetcher ?? (globalThis as { fetch?: FetchLike }).fetch;
      if (typeof fetchFn !== "function") throw new Error("there is no fetch() here; pass one as the fetch option");
      const response = await fetchFn(url, { signal: controller?.signal, headers: { accept: "application/json" } });
      if (!response.ok)
        throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
      try {
        return await response.json();
      } catch {
        throw new Error("the answer is not JSON");
      }
    },
  };
  let loading: Promise<T>;
  try {
    loading = load(remote);
  } catch (cause) {
    loading = Promise.reject(cause);
  }
  loading.then(
    (value) => settle({ status: "ready", value }),
    (cause: unknown) => {
      if (current()) fail(cause);
    },
  );
}

/** Aborts an event's load (its end, removal, a new load) and forgets its state: late answers are dropped. */
export function stopRemote(ctx: PluginContext<any>, states: RemoteStates<unknown>): void {
  (ctx.data.cancelRemote as (() => void) | undefined)?.();
  delete ctx.data.cancelRemote;
  delete ctx.data.remote;
  states.delete(ctx);
}

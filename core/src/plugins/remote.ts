import { PopcornError } from "../errors/errors.js";
import { MISSING_PEER } from "../importPeer.js";
import { reportUnhandled } from "../host.js";
import { type FetchLike, fetchLimited } from "../network/fetchLimited.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";
import type { PluginContext } from "./definePlugin.js";

export type { FetchLike } from "../network/fetchLimited.js";

/** What a network plugin's view shows: loading, the result, or a readable error. */
export type RemoteState<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "error"; readonly message: string };

/** What `startRemote` gives the loader. */
export interface RemoteLoad {
  /**
   * GETs `url` with the event's `fetch` (or the host's) within the event's time-out and size limit, and reads
   * it as JSON; rejects with a `PopcornError` (`LOAD` for the read, `PARSE` for an answer that is not JSON).
   */
  json(url: string, fetcher: FetchLike | undefined): Promise<unknown>;
}

/**
 * A network plugin's `maxBytes` option: its answer's size limit, 1 MiB by default (a summary or a template's
 * data is far smaller); a longer answer is refused as it streams in, the rest unread.
 */
export const maxBytesOption = {
  type: "number",
  label: "Size limit (bytes)",
  description: "A longer answer is refused unread.",
  min: 1,
  step: 1,
  default: 1024 * 1024,
} as const;

/** The limits of a network plugin's read: its `timeout` (seconds, 0 for none) and `maxBytes` options. */
export interface RemoteLimits {
  readonly timeout: number;
  readonly maxBytes: number;
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
 * and when it rejects, an error state, reported as the instance's `error` event (phase `load`): the read's
 * `PopcornError` as it is (`LOAD`: status, time-out, size limit; `PARSE`: not JSON), any other failure (an
 * answer the plugin cannot use) as a `PARSE` error. The page never sees an exception. `stopRemote` (at the
 * event's end, removal or a new load) aborts the reads, and what arrives after that is dropped.
 */
export function startRemote<T>(
  ctx: PluginContext<any>,
  states: RemoteStates<T>,
  what: string,
  limits: RemoteLimits,
  load: (remote: RemoteLoad) => Promise<T>,
): void {
  stopRemote(ctx, states);
  const token = {};
  ctx.data.remote = token;
  const current = () => ctx.data.remote === token && !ctx.popcorn.destroyed;
  const reads: (() => void)[] = [];
  ctx.data.cancelRemote = () => {
    for (const abort of reads) abort();
  };
  states.set(ctx, LOADING as RemoteState<T>);
  const details = { plugin: ctx.event.type, eventId: ctx.event.id };
  const remote: RemoteLoad = {
    async json(url, fetcher) {
      const read = fetchLimited(url, {
        ...limits,
        fetch: fetcher && withText(fetcher),
        what,
        details,
        headers: { accept: "application/json" },
      });
      reads.push(read.abort);
      const text = await read.result;
      try {
        return JSON.parse(text);
      } catch (cause) {
        throw new PopcornError("PARSE", `Could not load ${what}: the answer is not JSON.`, { ...details, cause });
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
    (value) => settle(ctx, states, current, { status: "ready", value }),
    (cause: unknown) => {
      const reason = cause instanceof Error ? cause.message : String(cause);
      const error =
        cause instanceof PopcornError
          ? cause
          : new PopcornError("PARSE", `Could not load ${what}: ${reason.replace(/\.$/, "")}.`, { ...details, cause });
      // A peer that is not installed is named, so that the page says what to install.
      const message = error.details.expected === MISSING_PEER ? error.message : `Could not load ${what}.`;
      settle(ctx, states, current, { status: "error", message }, error);
    },
  );
}

/**
 * A fetch of one's own may answer with `json()` alone (what network plugins read before their size limit):
 * such an answer is read as its JSON text, so that it is limited and parsed like any other.
 */
function withText(fetcher: FetchLike): FetchLike {
  return async (url, init) => {
    const response = await fetcher(url, init);
    const { body, text, json } = response ?? {};
    if (body || text || !json) return response;
    return {
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      text: async () => JSON.stringify(await json.call(response)),
    };
  };
}

/** Shows a load's outcome, if the load is still the event's own, and reports its error. */
function settle<T>(
  ctx: PluginContext<any>,
  states: RemoteStates<T>,
  current: () => boolean,
  state: RemoteState<T>,
  error?: PopcornError,
): void {
  if (!current()) return;
  delete ctx.data.cancelRemote;
  states.set(ctx, state);
  ctx.refresh();
  if (error === undefined) return;
  const pop = ctx.popcorn;
  if (pop.listenerCount("error") > 0)
    pop.emit("error", { error, phase: "load", plugin: ctx.event.type, eventId: ctx.event.id });
  else reportUnhandled(`load error in track event "${ctx.event.id}":`, error);
}

/** Aborts an event's load (its end, removal, a new load) and forgets its state: late answers are dropped. */
export function stopRemote(ctx: PluginContext<any>, states: RemoteStates<unknown>): void {
  (ctx.data.cancelRemote as (() => void) | undefined)?.();
  delete ctx.data.cancelRemote;
  delete ctx.data.remote;
  states.delete(ctx);
}

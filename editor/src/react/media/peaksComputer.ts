import { type Peaks, bucketCount, computePeaksInto } from "./peaks.js";

/*
 * Peaks are computed in a worker made from a Blob URL of this file's own function sources, so it works whatever
 * bundles the library (no worker file to emit or resolve). A page whose CSP refuses blob: workers, or a host with
 * no Worker, computes them on the main thread in slices that yield between them.
 */

/** The worker's body. Self-contained: it runs from its source text, with `compute` (computePeaksInto) passed in. */
const peaksWorker = (scope: any, compute: typeof computePeaksInto): void => {
  scope.onmessage = (event: { data: { samples: Float32Array; size: number } }) => {
    const { samples, size } = event.data;
    const count = Math.ceil(samples.length / size);
    const min = new Float32Array(count);
    const max = new Float32Array(count);
    compute(samples, size, min, max, 0, count);
    scope.postMessage({ min, max }, [min.buffer, max.buffer]);
  };
  // The handshake: samples are sent (and so detached) only to a worker that started.
  scope.postMessage("ready");
};

/** The text of the peaks worker's script. */
export function peaksWorkerSource(): string {
  return `(${peaksWorker.toString()})(self, ${computePeaksInto.toString()});`;
}

/** Computes peaks off the main thread when it can. */
export interface PeaksComputer {
  /**
   * The peaks of `samples` at `samplesPerBucket`. `samples` is transferred to the worker (it is detached after).
   * Rejects with an `AbortError` when `signal` aborts.
   */
  compute(samples: Float32Array, samplesPerBucket: number, signal?: AbortSignal): Promise<Peaks>;
  /** Stops the worker and releases its Blob URL. */
  dispose(): void;
}

/** Options of {@link createPeaksComputer}, for tests and hosts with rules of their own. */
export interface PeaksComputerOptions {
  /** Makes the worker from a script URL. @default `new Worker(url)` */
  readonly createWorker?: (url: string) => Worker;
  /** Waits before the next slice on the main thread. @default a zero-delay timer */
  readonly yieldToMain?: () => Promise<void>;
  /** Samples per slice on the main thread. @default 1_048_576 */
  readonly sliceSamples?: number;
}

const abortError = () => new DOMException("The peaks computation was aborted.", "AbortError");

/** Makes a {@link PeaksComputer}: a worker per computation, or main-thread slices where no worker can be made. */
export function createPeaksComputer(options: PeaksComputerOptions = {}): PeaksComputer {
  const createWorker = options.createWorker ?? ((url: string) => new Worker(url));
  const yieldToMain = options.yieldToMain ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const sliceSamples = options.sliceSamples ?? 1_048_576;
  const running = new Set<() => void>();
  let workerUrl: string | undefined;
  let workersFail = false;

  /** Starts a worker and waits for its handshake; undefined when none can be made here. */
  const startWorker = (signal?: AbortSignal): Promise<Worker | undefined> =>
    new Promise((resolve, reject) => {
      let worker: Worker;
      try {
        workerUrl ??= URL.createObjectURL(new Blob([peaksWorkerSource()], { type: "text/javascript" }));
        worker = createWorker(workerUrl);
      } catch {
        resolve(undefined);
        return;
      }
      const stop = () => {
        running.delete(onAbort);
        signal?.removeEventListener("abort", onAbort);
        worker.onmessage = null;
        worker.onerror = null;
      };
      const onAbort = () => {
        stop();
        worker.terminate();
        reject(abortError());
      };
      running.add(onAbort);
      signal?.addEventListener("abort", onAbort);
      worker.onmessage = (event) => {
        stop();
        if (event.data === "ready") resolve(worker);
        else {
          worker.terminate();
          resolve(undefined);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        stop();
        worker.terminate();
        resolve(undefined);
      };
    });

  const inWorker = (worker: Worker, samples: Float32Array, size: number, signal?: AbortSignal) =>
    new Promise<Peaks>((resolve, reject) => {
      const stop = () => {
        running.delete(onAbort);
        signal?.removeEventListener("abort", onAbort);
        worker.terminate();
      };
      const onAbort = () => {
        stop();
        reject(abortError());
      };
      running.add(onAbort);
      signal?.addEventListener("abort", onAbort);
      worker.onmessage = (event: MessageEvent<{ min: Float32Array; max: Float32Array }>) => {
        stop();
        resolve({ min: event.data.min, max: event.data.max, samplesPerBucket: size });
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        stop();
        reject(new Error(`The peaks worker failed: ${event.message}`));
      };
      worker.postMessage({ samples, size }, [samples.buffer]);
    });

  const inSlices = async (samples: Float32Array, size: number, signal?: AbortSignal): Promise<Peaks> => {
    const count = bucketCount(samples.length, size);
    const min = new Float32Array(count);
    const max = new Float32Array(count);
    const step = Math.max(1, Math.floor(sliceSamples / size));
    for (let from = 0; from < count; from += step) {
      if (signal?.aborted) throw abortError();
      computePeaksInto(samples, size, min, max, from, Math.min(count, from + step));
      if (from + step < count) await yieldToMain();
    }
    if (signal?.aborted) throw abortError();
    return { min, max, samplesPerBucket: size };
  };

  return {
    async compute(samples, samplesPerBucket, signal) {
      if (signal?.aborted) throw abortError();
      const worker = workersFail ? undefined : await startWorker(signal);
      if (worker) return inWorker(worker, samples, samplesPerBucket, signal);
      workersFail = true;
      return inSlices(samples, samplesPerBucket, signal);
    },
    dispose() {
      for (const stop of [...running]) stop();
      if (workerUrl !== undefined) URL.revokeObjectURL(workerUrl);
      workerUrl = undefined;
    },
  };
}

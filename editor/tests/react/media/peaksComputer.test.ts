import { afterEach, expect, test, vi } from "vitest";
import { computePeaks } from "../../../src/react/media/peaks.js";
import { createPeaksComputer, peaksWorkerSource } from "../../../src/react/media/peaksComputer.js";

afterEach(() => {
  vi.restoreAllMocks();
});

const samples = () => Float32Array.from({ length: 5000 }, (_, i) => Math.sin(i / 7) * 0.8);

test("where no worker can be made (a CSP, no Worker), peaks are computed on the main thread in slices", async () => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:peaks");
  const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  let yields = 0;
  const computer = createPeaksComputer({
    createWorker: () => {
      throw new DOMException("Refused by the Content Security Policy", "SecurityError");
    },
    sliceSamples: 1024,
    yieldToMain: async () => {
      yields++;
    },
  });
  const peaks = await computer.compute(samples(), 128);
  const direct = computePeaks(samples(), 128);
  expect([...peaks.min]).toEqual([...direct.min]);
  expect([...peaks.max]).toEqual([...direct.max]);
  // 40 buckets, 8 per slice: 5 slices, a yield between each.
  expect(yields).toBe(4);
  computer.dispose();
  expect(revoke).toHaveBeenCalledWith("blob:peaks");
});

test("a worker that fails to start (its script refused) leaves the samples whole for the main thread", async () => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:peaks");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as ((event: { message: string; preventDefault(): void }) => void) | null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  };
  const computer = createPeaksComputer({ createWorker: () => worker as unknown as Worker });
  const input = samples();
  const result = computer.compute(input, 128);
  await Promise.resolve();
  worker.onerror?.({ message: "refused", preventDefault() {} });
  const peaks = await result;
  expect(worker.postMessage).not.toHaveBeenCalled();
  expect(worker.terminate).toHaveBeenCalled();
  expect(peaks.max[0]).toBeCloseTo(computePeaks(samples(), 128).max[0] as number);
});

test("the worker's script runs its own source: a message of samples answers min and max, transferred", () => {
  const posted: { data: unknown; transfer?: unknown[] }[] = [];
  const scope: { onmessage?: (event: { data: unknown }) => void; postMessage: (d: unknown, t?: unknown[]) => void } = {
    postMessage: (data, transfer) => posted.push({ data, transfer }),
  };
  // The script as a worker would evaluate it, with `self` as its scope.
  new Function("self", peaksWorkerSource())(scope);
  expect(posted[0]?.data).toBe("ready");
  scope.onmessage?.({ data: { samples: samples(), size: 128 } });
  const answer = posted[1]?.data as { min: Float32Array; max: Float32Array };
  expect([...answer.max]).toEqual([...computePeaks(samples(), 128).max]);
  expect(posted[1]?.transfer).toEqual([answer.min.buffer, answer.max.buffer]);
});

test("aborting stops the worker and rejects", async () => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:peaks");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  };
  const computer = createPeaksComputer({ createWorker: () => worker as unknown as Worker });
  const controller = new AbortController();
  const result = computer.compute(samples(), 128, controller.signal);
  await Promise.resolve();
  worker.onmessage?.({ data: "ready" });
  await Promise.resolve();
  await Promise.resolve();
  expect(worker.postMessage).toHaveBeenCalledTimes(1);
  controller.abort();
  await expect(result).rejects.toThrow(/aborted/);
  expect(worker.terminate).toHaveBeenCalled();
});

import { useEffect, useState } from "react";
import { analyseAudio } from "./analyseAudio.js";
import type { PeakLevels } from "./peakLevels.js";
import { createPeaksComputer } from "./peaksComputer.js";

/** Where the waveform of an address stands. */
export type WaveformState =
  | { readonly status: "empty" }
  | { readonly status: "loading"; readonly address: string }
  | { readonly status: "ready"; readonly address: string; readonly levels: PeakLevels }
  | { readonly status: "unavailable"; readonly address: string; readonly reason: string };

// The last analyses, so a strip mounted again (a layout change) draws at once instead of reading the file again.
const recent = new Map<string, PeakLevels>();
const RECENT = 2;

const EMPTY: WaveformState = { status: "empty" };

/**
 * The peaks of the media at `address`, analysed once per address: read, decoded and computed in a worker. The
 * read, the decoding and the worker are abandoned when the address changes or the component unmounts.
 */
export function useWaveformLevels(address: string | undefined): WaveformState {
  const [state, setState] = useState<WaveformState>(EMPTY);
  useEffect(() => {
    if (address === undefined) {
      setState(EMPTY);
      return;
    }
    const known = recent.get(address);
    if (known) {
      setState({ status: "ready", address, levels: known });
      return;
    }
    setState({ status: "loading", address });
    const controller = new AbortController();
    const computer = createPeaksComputer();
    analyseAudio(address, { signal: controller.signal, computer }).then(
      (levels) => {
        recent.delete(address);
        recent.set(address, levels);
        for (const key of recent.keys()) if (recent.size > RECENT) recent.delete(key);
        if (!controller.signal.aborted) setState({ status: "ready", address, levels });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: "unavailable", address, reason: String((error as Error)?.message ?? error) });
      },
    );
    return () => {
      controller.abort();
      computer.dispose();
    };
  }, [address]);
  return state;
}

// The page the editor's frame-time benchmark drives (editorFrames.ts): <PopcornEditor> full page on a project read
// from ./project.json (5,000 events over a long video), and a recorder of animation frame times.
import "@fontsource-variable/inter";
import "@popcorn-kit/core/styles.css";
import "@popcorn-kit/editor/react/editor.css";
import { CATALOGUE, createPluginSet, loadProject } from "@popcorn-kit/editor";
import { PopcornEditor } from "@popcorn-kit/editor/react";
import { createRoot } from "react-dom/client";

/** Records the time between animation frames from `start()` until `stop()`, in milliseconds. */
function createFrameRecorder() {
  let frames: number[] = [];
  let last = 0;
  let running = false;
  const tick = (now: number) => {
    if (!running) return;
    if (last > 0) frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  return {
    start() {
      frames = [];
      last = 0;
      running = true;
      requestAnimationFrame(tick);
    },
    stop(): number[] {
      running = false;
      return frames;
    },
  };
}

const response = await fetch("./project.json");
const { project, issues } = loadProject(await response.json(), { plugins: createPluginSet(CATALOGUE) });
if (issues.length > 0) throw new Error(`The benchmark's project loaded with issues: ${JSON.stringify(issues)}`);
(window as unknown as { frames: ReturnType<typeof createFrameRecorder> }).frames = createFrameRecorder();
createRoot(document.getElementById("editor") as HTMLElement).render(<PopcornEditor project={project} storage={null} />);

import { type SubtitleEvent, definePlugin, isSubtitle } from "@popcorn-kit/core";
import {
  Cue,
  PopcornProvider,
  PopcornTarget,
  PopcornVideo,
  createPluginComponent,
  useCurrentTime,
  useMediaState,
  usePopcorn,
} from "@popcorn-kit/react";
import type { ReactElement } from "react";

const note = definePlugin({
  name: "note",
  manifest: { options: { text: { type: "text", required: true }, target: { type: "target" } } },
});

const Note = createPluginComponent(note, ({ text, active }) => <aside data-active={active}>{text}</aside>);

function Captions(): ReactElement {
  const lines: SubtitleEvent[] = useMediaState((state) => state.active.filter(isSubtitle));
  return (
    <div aria-live="polite">
      {lines.map((line) => (
        <p key={line.id}>{line.options.text}</p>
      ))}
    </div>
  );
}

function Clock(): ReactElement {
  const time = useCurrentTime();
  const pop = usePopcorn();
  return <button onClick={() => pop?.seek(0)}>{time.toFixed(1)}</button>;
}

export function App(): ReactElement {
  return (
    <PopcornVideo src="/talk.webm" controls tracks={[{ src: "/talk.vtt" }]}>
      <Cue start={2} end={5}>
        <p>Shown from 0:02 to 0:05</p>
      </Cue>
      <Cue start="0:06" end="0:09" target="side">
        {(cue) => <progress value={cue.progress} />}
      </Cue>
      <Note start={1} end={4} text="A note" target="side" />
      <PopcornTarget name="side" />
      <Captions />
      <Clock />
    </PopcornVideo>
  );
}

export function Provided({ children }: { children: ReactElement }): ReactElement {
  return <PopcornProvider popcorn={null}>{children}</PopcornProvider>;
}

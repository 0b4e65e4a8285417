import { Fragment } from "react";
import { traceTiming } from "./timingTrace.js";

// The timing model drawn from a real run (timingTrace.ts): the clock's ticks on top, each cue on a row of its
// own, and where the timeline fired its `start` and `end`: on the first tick at or after the time, the frame on
// which the change is shown. A table below says the same in words.

const trace = traceTiming();
const LEFT = 170;
const SCALE = 62;
const x = (seconds: number) => LEFT + seconds * SCALE;
const TICK_ROW = 56;
const ROW = 44;
const cueY = (index: number) => TICK_ROW + 48 + index * ROW;
const height = cueY(trace.cues.length) + 40;
const width = x(9) + 20;
/** The whole seconds of the axis. */
const SECONDS = Array.from({ length: 10 }, (_, second) => second);
const colors = { bar: "#d7e6f5", barEdge: "#1f5f99", start: "#17703a", end: "#a4241b", seek: "#6a3d9a", tick: "#555" };

/** The label of one transition, for the table: "start of cue 2.2–4.5 s". */
function described(id: string, phase: string): string {
  return `${phase} of ${trace.cues.find((cue) => cue.id === id)?.label ?? id}`;
}

/** The timing model's diagram, with the table of what fired at each tick. */
export function TimingDiagram() {
  const fired = trace.ticks
    .map((tick) => ({ tick, transitions: trace.transitions.filter((t) => t.time === tick.time) }))
    .filter(({ transitions }) => transitions.length > 0);
  return (
    <figure style={{ margin: "1.5rem 0" }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="timing-title timing-desc"
        style={{ width: "100%", height: "auto", background: "#fff", borderRadius: 6, border: "1px solid #ddd" }}
        fontFamily="system-ui, sans-serif"
        fontSize={12}
      >
        <title id="timing-title">Cues against the clock's ticks</title>
        <desc id="timing-desc">
          Ticks every 0.35 seconds, then a seek from {trace.seek.from} to {trace.seek.to} seconds. Each cue starts and
          ends on the first tick at or after its time; a point event and a short cue inside one step fire both on that
          tick; a cue inside the span a seek skips never fires.
        </desc>
        <defs>
          <marker
            id="timing-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={colors.seek} />
          </marker>
        </defs>
        {SECONDS.map((second) => (
          <line key={second} x1={x(second)} x2={x(second)} y1={TICK_ROW + 12} y2={height - 52} stroke="#eee" />
        ))}
        <text x={12} y={TICK_ROW + 4} fill="#222" fontWeight={600}>
          ticks (frames)
        </text>
        <line x1={x(0)} x2={x(9)} y1={TICK_ROW} y2={TICK_ROW} stroke="#bbb" />
        {trace.ticks.map((tick) => (
          <line
            key={tick.time}
            x1={x(tick.time)}
            x2={x(tick.time)}
            y1={TICK_ROW - 9}
            y2={TICK_ROW + 9}
            stroke={tick.seek ? colors.seek : colors.tick}
            strokeWidth={tick.seek ? 3 : 1.5}
          />
        ))}
        <path
          d={`M${x(trace.seek.from)},${TICK_ROW - 14} Q${(x(trace.seek.from) + x(trace.seek.to)) / 2},${TICK_ROW - 44} ${x(trace.seek.to)},${TICK_ROW - 14}`}
          fill="none"
          stroke={colors.seek}
          strokeWidth={2}
          markerEnd="url(#timing-arrow)"
        />
        <text x={(x(trace.seek.from) + x(trace.seek.to)) / 2} y={TICK_ROW - 36} textAnchor="middle" fill={colors.seek}>
          seek
        </text>
        {trace.cues.map((cue, index) => {
          const y = cueY(index);
          const point = cue.start === cue.end;
          return (
            <g key={cue.id}>
              <text x={12} y={y + 4} fill="#222">
                {cue.label}
              </text>
              {point ? (
                <path d={`M${x(cue.start)},${y - 8} l8,8 l-8,8 l-8,-8 z`} fill={colors.bar} stroke={colors.barEdge} />
              ) : (
                <rect
                  x={x(cue.start)}
                  y={y - 7}
                  width={x(cue.end) - x(cue.start)}
                  height={14}
                  fill={colors.bar}
                  stroke={colors.barEdge}
                />
              )}
              {trace.transitions
                .filter((transition) => transition.id === cue.id)
                .map((transition) => (
                  <Fragment key={transition.phase}>
                    <line
                      x1={x(transition.time)}
                      x2={x(transition.time)}
                      y1={TICK_ROW + 9}
                      y2={y - 10}
                      stroke={transition.phase === "start" ? colors.start : colors.end}
                      strokeDasharray="3 3"
                    />
                    {transition.phase === "start" ? (
                      <circle cx={x(transition.time)} cy={y - 14} r={5} fill={colors.start} />
                    ) : (
                      <rect x={x(transition.time) - 4} y={y + 10} width={8} height={8} fill={colors.end} />
                    )}
                  </Fragment>
                ))}
            </g>
          );
        })}
        {SECONDS.map((second) => (
          <text key={second} x={x(second)} y={height - 14} textAnchor="middle" fill="#444">
            {second} s
          </text>
        ))}
        <circle cx={x(0)} cy={height - 36} r={5} fill={colors.start} />
        <text x={x(0) + 10} y={height - 32} fill="#222">
          start fires on this tick
        </text>
        <rect x={x(3) - 4} y={height - 40} width={8} height={8} fill={colors.end} />
        <text x={x(3) + 10} y={height - 32} fill="#222">
          end fires on this tick
        </text>
      </svg>
      <figcaption style={{ fontSize: "0.875rem", marginTop: "0.5rem" }}>
        Drawn from a run of the kit: a virtual player on a manual clock that ticks every 0.35 s, then a seek from{" "}
        {trace.seek.from} s to {trace.seek.to} s.
      </figcaption>
      <table>
        <caption>What fired, tick by tick</caption>
        <thead>
          <tr>
            <th scope="col">tick at</th>
            <th scope="col">fired</th>
          </tr>
        </thead>
        <tbody>
          {fired.map(({ tick, transitions }) => (
            <tr key={tick.time}>
              <td>
                {tick.time} s{tick.seek ? " (the seek)" : ""}
              </td>
              <td>{transitions.map((t) => described(t.id, t.phase)).join(", then ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

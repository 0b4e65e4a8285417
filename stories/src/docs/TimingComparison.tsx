import { Source } from "@storybook/addon-docs/blocks";
import { compatFired, type FiredAt, popcorn1xFired, SCENARIOS } from "./compatTiming.js";

// The migration guide's side-by-side tables: one scenario of compatTiming.ts, its code, and what fired on each
// reading of the media time in Popcorn 1.x (its update loop, replayed) and in @popcorn-kit/compat (a real run).

/** Props of {@link TimingComparison}. */
export interface TimingComparisonProps {
  /** The id of a scenario of compatTiming.ts's SCENARIOS. */
  scenario: string;
}

const said = (fired: FiredAt | undefined) =>
  fired && fired.fired.length > 0 ? fired.fired.join(", then ") : "nothing";
const differs = (a: FiredAt | undefined, b: FiredAt | undefined) => said(a) !== said(b);

/** A scenario's code, then a table: each reading of the media time, what 1.x fired, what the kit fires. */
export function TimingComparison({ scenario }: TimingComparisonProps) {
  const found = SCENARIOS.find((candidate) => candidate.id === scenario);
  if (!found) throw new Error(`no timing scenario "${scenario}"`);
  const old = popcorn1xFired(found);
  const kit = compatFired(found);
  let previous = found.from;
  const rows = found.readings.map((reading, index) => {
    const label = reading.seek ? `seek to ${reading.time} s` : `${previous} → ${reading.time} s, playing`;
    previous = reading.time;
    return { label, old: old[index], kit: kit[index] };
  });
  return (
    <figure style={{ margin: "1rem 0 1.5rem" }}>
      <Source code={found.code} language="jsx" />
      <table>
        <caption style={{ captionSide: "bottom", textAlign: "left", fontSize: "0.875rem", paddingTop: "0.5rem" }}>
          From {found.from} s, nothing before. Popcorn 1.x: its update loop, replayed on the same readings. Popcorn Kit:{" "}
          <code>@popcorn-kit/compat</code> itself, run as this page renders. Rows where they differ are in bold.
        </caption>
        <thead>
          <tr>
            <th scope="col">media time</th>
            <th scope="col">Popcorn 1.x</th>
            <th scope="col">Popcorn Kit (compat)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} style={differs(row.old, row.kit) ? { fontWeight: 600 } : undefined}>
              <td>{row.label}</td>
              <td>{said(row.old)}</td>
              <td>{said(row.kit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import axe from "axe-core";
import { expect } from "storybook/test";

/**
 * axe-core finds no violation in the story as it is now: each one is listed with the elements it concerns.
 * Frames are left out: they hold framed pages, not the kit's markup, and axe's message into a sandboxed one
 * (origin "null") logs a warning.
 */
export async function accessible(canvas: HTMLElement): Promise<void> {
  const { violations } = await axe.run(canvas, { iframes: false, resultTypes: ["violations"] });
  await expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

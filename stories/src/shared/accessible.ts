import axe from "axe-core";
import { expect } from "storybook/test";

/**
 * axe-core finds no violation in the story as it is now: each one is listed with the elements it concerns.
 * `exclude` leaves out the elements of a known defect that is fixed elsewhere (each with its reason at the call).
 */
export async function accessible(canvas: HTMLElement, exclude: readonly string[] = []): Promise<void> {
  const context = exclude.length === 0 ? canvas : { include: [canvas], exclude: exclude.map((selector) => [selector]) };
  const { violations } = await axe.run(context as axe.ElementContext, { resultTypes: ["violations"] });
  await expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

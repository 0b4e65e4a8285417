/**
 * The role of a `<PopcornTarget>` outlet's `<div>`, from the attributes given to it: `"region"` when it is named
 * (a non-empty `aria-label` or `aria-labelledby`) and given no role, else the role given (or none).
 *
 * A name on a `<div>` without a role is dropped by screen readers (ARIA prohibits naming a generic element): an
 * outlet named "Notes" would be announced as nothing. As a region it is a landmark that a screen reader lists
 * and jumps to by its name, which is what naming the place where timed content appears asks for. An outlet
 * without a name stays a plain `<div>`; a role the page gives (`role="group"`, `role="complementary"`) is kept.
 *
 * @example
 * outletRole(undefined, "Notes", undefined); // "region"
 * outletRole(undefined, undefined, undefined); // undefined
 * outletRole("group", "Notes", undefined); // "group"
 */
export function outletRole(role: unknown, ariaLabel: unknown, ariaLabelledBy: unknown): string | undefined {
  if (typeof role === "string" && role.trim() !== "") return role;
  const named = [ariaLabel, ariaLabelledBy].some((value) => typeof value === "string" && value.trim() !== "");
  return named ? "region" : undefined;
}

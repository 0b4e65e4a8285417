import { type Popcorn, PopcornError } from "@popcorn-kit/core";
import type { OutletRegistry } from "@popcorn-kit/core/adapter";
import { createContext, useContext } from "react";

/** What a provider gives its descendants: the instance (null until it exists) and its outlets. */
export interface PopcornContextValue {
  /** The instance; null on the server, in the hydrating render and until the media element exists. */
  readonly popcorn: Popcorn | null;
  /** The `<PopcornTarget>` outlets of this provider, by name. */
  readonly outlets: OutletRegistry<HTMLElement>;
}

/** @internal Read through `usePopcorn()` and the components. */
export const PopcornContext = /* @__PURE__ */ createContext<PopcornContextValue | null>(null);

/** @internal The nearest provider's value; throws a `PopcornError` naming `caller` outside any provider. */
export function usePopcornContext(caller: string): PopcornContextValue {
  const value = useContext(PopcornContext);
  if (!value) {
    throw new PopcornError(
      "NOT_FOUND",
      `${caller} found no Popcorn instance: expected it inside <PopcornProvider popcorn={pop}>, <PopcornVideo> or <PopcornAudio>.`,
      { value: caller, expected: "a component inside <PopcornProvider>, <PopcornVideo> or <PopcornAudio>" },
    );
  }
  return value;
}

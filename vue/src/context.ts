import { type Popcorn, PopcornError } from "@popcorn-kit/core";
import type { OutletRegistry } from "@popcorn-kit/core/adapter";
import { type InjectionKey, type Ref, inject } from "vue";

/** What `providePopcorn` shares with the components below it. */
export interface PopcornContext {
  /** The instance; `null` until it exists (server render, hydrating render, before the media element mounts). */
  readonly popcorn: Readonly<Ref<Popcorn | null>>;
  /** The outlets (`<PopcornTarget name>`) registered below this provider. */
  readonly outlets: OutletRegistry<HTMLElement>;
}

/** The injection key of the context. */
export const POPCORN_CONTEXT: InjectionKey<PopcornContext> = Symbol("popcorn-kit");

/** The nearest context, or a `PopcornError` naming the caller when there is none. */
export function injectPopcornContext(caller: string): PopcornContext {
  const context = inject(POPCORN_CONTEXT, null);
  if (!context) {
    throw new PopcornError(
      "NOT_FOUND",
      `${caller} found no Popcorn instance: expected to be used inside <PopcornVideo>, <PopcornAudio> or a component that calls providePopcorn().`,
      { expected: "a component below <PopcornVideo>, <PopcornAudio> or providePopcorn()" },
    );
  }
  return context;
}

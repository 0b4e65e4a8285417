import { type RefObject, useInsertionEffect, useRef } from "react";

/**
 * @internal A ref that holds the value of the last committed render, for callbacks that run outside render
 * (store notifications, cue callbacks). Updated in an insertion effect: before any other effect, never on the
 * server.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}

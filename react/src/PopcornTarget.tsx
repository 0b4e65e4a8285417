"use client";
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  type ReactPortal,
  type Ref,
  forwardRef,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import type { MediaSnapshot } from "@popcorn-kit/core";
import { outletRole } from "@popcorn-kit/core/adapter";
import { appliedClasses } from "@popcorn-kit/core/plugins/applyclass";
import { usePopcornContext } from "./context.js";
import { useMediaState } from "./useMediaState.js";

/** Props of `<PopcornTarget>`: a name, and anything a `<div>` takes. */
export interface PopcornTargetProps extends ComponentPropsWithoutRef<"div"> {
  /** The outlet's name: content with `target="name"` renders here. */
  name: string;
}

/**
 * A named outlet: renders `<div data-popcorn-target={name}>` (other props go to the div), into which cues and
 * plugin components with `target={name}` render through a portal while they are active. Outlets belong to
 * the nearest provider; with two outlets of one name, the one mounted last receives the content. Active
 * `applyclass` events whose `target` is the outlet add their classes to the div. Named (`aria-label`,
 * `aria-labelledby`) and given no `role`, the div is a `role="region"` landmark that screen readers list by that name.
 *
 * @example
 * ```tsx
 * <PopcornVideo src="/media/clip.webm" controls>
 *   <aside><PopcornTarget name="sidebar" className="notes" /></aside>
 *   <Cue start={1} end={4} target="sidebar">A note in the sidebar</Cue>
 * </PopcornVideo>
 * ```
 */
export const PopcornTarget = forwardRef(function PopcornTarget(
  { name, className, role, ...props }: PopcornTargetProps,
  ref: Ref<HTMLDivElement>,
) {
  const { outlets } = usePopcornContext("<PopcornTarget>");
  const applied = useMediaState(
    useCallback((snapshot: MediaSnapshot) => appliedClasses(snapshot.active, { outlet: name }), [name]),
  );
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => (element ? outlets.register(name, element) : undefined), [outlets, name, element]);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const classes =
    className === undefined || className === "" ? applied : applied === "" ? className : `${className} ${applied}`;
  return (
    <div
      {...props}
      role={outletRole(role, props["aria-label"], props["aria-labelledby"])}
      className={classes === "" ? undefined : classes}
      ref={setRefs}
      data-popcorn-target={name}
    />
  );
});

/**
 * @internal Renders `children` into the outlet `name` of the nearest provider, or nothing while there is no
 * such outlet (and always nothing on the server and while hydrating).
 */
export function TargetPortal({ name, children }: { name: string; children: ReactNode }): ReactPortal | null {
  const { outlets } = usePopcornContext("A cue with a target");
  const subscribe = useCallback((listener: () => void) => outlets.subscribe(name, listener), [outlets, name]);
  const outlet = useSyncExternalStore(subscribe, () => outlets.get(name), getNoOutlet);
  return outlet ? createPortal(children, outlet) : null;
}

const getNoOutlet = () => undefined;

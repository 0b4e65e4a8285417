import { afterEach } from "vitest";

/** A scene a framework mounted for a browser suite: its container, new props (merged over the last), unmount. */
export interface MountedBrowserScene<P> {
  root: HTMLElement;
  update(next: Partial<P>): Promise<void>;
  unmount(): Promise<void>;
}

/** How a framework mounts a suite's scene component with its props. */
export type MountBrowserScene<P> = (props: P) => Promise<MountedBrowserScene<P>>;

/**
 * `mount` with every scene it mounts unmounted after each test (those the test did not unmount itself). Call it
 * inside the suite's `describe`.
 */
export function unmountedAfterEach<P>(mount: MountBrowserScene<P>): MountBrowserScene<P> {
  const open = new Set<MountedBrowserScene<P>>();
  afterEach(async () => {
    for (const scene of open) await scene.unmount();
    open.clear();
  });
  return async (props) => {
    const scene = await mount(props);
    open.add(scene);
    return { ...scene, unmount: () => (open.delete(scene), scene.unmount()) };
  };
}

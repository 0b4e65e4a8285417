import { type WatchSource, getCurrentInstance, getCurrentScope, onMounted, watch } from "vue";

/**
 * Watches `source` from the moment the calling component is mounted: in the browser only, so that server
 * markup and the hydrating render, which connect nothing, agree. `effect` may return a cleanup, run before
 * the next effect and when the caller's scope ends. Outside a component, or once mounted, it starts at once.
 */
export function watchMounted<T>(source: WatchSource<T>, effect: (value: T) => (() => void) | void): void {
  const start = () =>
    watch(
      source,
      (value, _previous, onCleanup) => {
        const cleanup = effect(value);
        if (cleanup) onCleanup(cleanup);
      },
      { immediate: true },
    );
  const instance = getCurrentInstance();
  if (!instance || instance.isMounted) {
    start();
    return;
  }
  // Hooks run in the component's scope: run the watcher in the caller's (maybe nested) scope instead, so
  // that stopping that scope stops it.
  const scope = getCurrentScope();
  onMounted(() => {
    if (!scope) start();
    else if (scope.active) scope.run(start);
  });
}

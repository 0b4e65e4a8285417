import { createRequire } from "node:module";

// jsdom ships no types of its own: the little the benchmarks use, typed here once.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis & { close(): void } };
};

/**
 * Gives Node a document for the adapter benchmarks: a jsdom window whose globals (document, Element, ...) are
 * installed where Node has none, before a framework's DOM runtime is first imported. Returns the function
 * that removes them again.
 */
export function installDom(): () => void {
  const dom = new JSDOM("<!doctype html><html><body><div id='root'></div></body></html>", { url: "http://127.0.0.1/" });
  const added = Object.getOwnPropertyNames(dom.window).filter((key) => !(key in globalThis));
  for (const key of added) {
    Object.defineProperty(globalThis, key, {
      value: dom.window[key as keyof typeof dom.window],
      configurable: true,
      writable: true,
    });
  }
  Object.defineProperty(globalThis, "window", { value: dom.window, configurable: true, writable: true });
  return () => {
    for (const key of [...added, "window"]) delete (globalThis as Record<string, unknown>)[key];
    dom.window.close();
  };
}

/** What the global setup (Node) hands to the hydration test (Chromium). */
export interface VueServerRender {
  /** The app's server markup. */
  html: string;
  /** The props it was rendered with (the client hydrates with the same). */
  clip: string;
  captions: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    vueServerRender: VueServerRender;
  }
}

// The page's entry imports the Vue showcase for tsc, which does not read single-file components (vue-tsc
// checks the component itself).
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent<{ base: string; theme?: "light" | "dark" }>;
  export default component;
}

// Lets `tsc` (the test package's typecheck) import single-file components; vue-tsc checks them for real.
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent<any, any, any>;
  export default component;
}

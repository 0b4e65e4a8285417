// Stylesheets imported for their side effect (what vite/client declares; the React 18 check loads no types).
declare module "*.css";

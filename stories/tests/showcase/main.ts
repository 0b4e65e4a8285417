// Mounts one framework's showcase: ?framework=react|vue|svelte, &theme=light|dark (else the system's).
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import "../../../examples/showcase/showcase.css";

const query = new URLSearchParams(location.search);
const framework = query.get("framework") ?? "react";
const themed = query.get("theme");
const theme = themed === "light" || themed === "dark" ? themed : undefined;
const root = document.getElementById("root")!;
const base = "/showcase/";

if (framework === "react") {
  const [{ createElement }, { createRoot }, { Showcase }] = await Promise.all([
    import("react"),
    import("react-dom/client"),
    import("../../../examples/showcase/react/Showcase.js"),
  ]);
  createRoot(root).render(createElement(Showcase, { base, theme }));
} else if (framework === "vue") {
  const [{ createApp }, { default: Showcase }] = await Promise.all([
    import("vue"),
    import("../../../examples/showcase/vue/Showcase.vue"),
  ]);
  createApp(Showcase, { base, theme }).mount(root);
} else {
  const [{ mount }, { default: Showcase }] = await Promise.all([
    import("svelte"),
    import("../../../examples/showcase/svelte/Showcase.svelte"),
  ]);
  mount(Showcase, { target: root, props: { base, theme } });
}

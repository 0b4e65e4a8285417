// Nuxt 4.4.5 is the last Nuxt whose engines include Node 20 (4.4.6 and later ask for Node 22).
export default defineNuxtConfig({
  compatibilityDate: "2026-03-01",
  devtools: { enabled: false },
  telemetry: false,
  // The showcase's media and assets, copied into server/showcase before dev and build, served with byte ranges by
  // server/routes/showcase (Nitro's server for public/ answers no ranges, which a <video> needs to seek).
  nitro: { serverAssets: [{ baseName: "showcase", dir: "showcase" }] },
  css: ["@popcorn-kit/core/styles.css", "leaflet/dist/leaflet.css", "~/showcase/showcase.css"],
  app: {
    head: {
      htmlAttrs: { lang: "en" },
      bodyAttrs: { style: "margin: 0" },
      title: "Lisbon, a harbour city · Popcorn Kit on Nuxt",
      // No icon file to serve: an empty one, so that the browser does not ask for /favicon.ico (a 404).
      link: [{ rel: "icon", href: "data:," }],
      meta: [
        {
          name: "description",
          content: "A short documentary whose video drives the page: captions, transcript, chapters, notes and a map.",
        },
      ],
    },
  },
});

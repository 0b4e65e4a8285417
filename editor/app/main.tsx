// The standalone editor: <PopcornEditor> full page, with the kit's sample video one click away. `npm start`
// serves it built at /editor/ beside the Storybook; `npm run dev -w @popcorn-kit/editor` serves it with reloads.
import "@fontsource-variable/inter";
import "@popcorn-kit/core/styles.css";
import "@popcorn-kit/editor/react/editor.css";
// Maps in the preview are drawn by Leaflet, with its stylesheet (as the kit's map plugin asks of every page).
import "leaflet/dist/leaflet.css";
import { PopcornEditor } from "@popcorn-kit/editor/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("editor");
if (!root) throw new Error("The page has no #editor element.");

// The sample's address is absolute, so that what the app exports plays it from here wherever it is opened.
const sample = (path: string) => new URL(path, document.baseURI).href;

createRoot(root).render(
  <StrictMode>
    <PopcornEditor
      samples={[
        {
          label: "Lisbon harbour, a narrated clip (39 s)",
          url: sample("./media/showcase.webm"),
          poster: sample("./media/showcase-poster.jpg"),
          frameRate: 24,
        },
      ]}
    />
  </StrictMode>,
);

// The standalone editor: <PopcornEditor> full page, with the kit's sample video one click away. `npm start`
// serves it built at /editor/ beside the Storybook; `npm run dev -w @popcorn-kit/editor` serves it with reloads.
import "@fontsource-variable/inter";
import "@popcorn-kit/core/styles.css";
import "@popcorn-kit/editor/react/editor.css";
import { PopcornEditor } from "@popcorn-kit/editor/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("editor");
if (!root) throw new Error("The page has no #editor element.");

createRoot(root).render(
  <StrictMode>
    <PopcornEditor
      samples={[
        {
          label: "Lisbon harbour, a narrated clip (39 s)",
          url: "./media/showcase.webm",
          poster: "./media/showcase-poster.jpg",
          frameRate: 24,
        },
      ]}
    />
  </StrictMode>,
);

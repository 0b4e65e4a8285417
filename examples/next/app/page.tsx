import { ShowcasePlayer } from "./ShowcasePlayer";

// A server component: the heading and the text are HTML from the server, and so is the player's first
// render (the video, its stage and empty outlets). Only ShowcasePlayer and what it imports run in the browser.
export default function Page() {
  return (
    <main className="page">
      <header>
        <p className="kicker">Popcorn Kit on Next.js</p>
        <h1>Lisbon, a harbour city</h1>
        <p className="lede">
          A narrated clip drives the page: captions over the video, the chapter and the line being spoken, and notes
          beside it when the narration names a place.
        </p>
      </header>
      <ShowcasePlayer base="/showcase/" />
    </main>
  );
}

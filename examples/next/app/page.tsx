import { Showcase } from "./_showcase/react/Showcase";

// A server component: it renders on the server only. The showcase is a client component (its file starts with
// "use client"): the server renders its first state into the HTML (the text, the video, the stage and the empty
// outlets), and the browser hydrates it and runs everything timed.
export default function Page() {
  return (
    <main>
      <Showcase base="/showcase/" />
    </main>
  );
}

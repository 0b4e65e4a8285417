"use client";
import { chapter } from "@popcorn-kit/core/plugins/chapters";
import { Chapters, Cue, PopcornTarget, PopcornVideo, Transcript } from "@popcorn-kit/react";
import { Attribution, Footnote, Image as ImageCue, LowerThird, MapView, Webpage } from "@popcorn-kit/react/plugins";
import { type ReactNode, useMemo, useState } from "react";
import { createScene } from "../scene";

/** Props of the showcase. */
export interface ShowcaseProps {
  /** Where the showcase's media and assets are served, ending with "/": "/showcase/". */
  base: string;
  /** The colours; the system's preference when left out. */
  theme?: "light" | "dark";
}

const plugins = [chapter];

/**
 * The showcase: a short documentary on Lisbon's harbour whose video drives the whole page (captions, transcript,
 * chapters, notes and stills, a lower third, a map flying to each place named, a web page, the credits).
 * Import `examples/showcase/showcase.css` with the kit's and Leaflet's stylesheets.
 *
 * @example
 * <Showcase base="/showcase/" theme="dark" />
 */
export function Showcase({ base, theme }: ShowcaseProps): ReactNode {
  const scene = useMemo(() => createScene(base, theme), [base, theme]);
  // The map's view follows the narration: each view's cue sets it when it starts, on playback and on seeks.
  const [view, setView] = useState(0);
  const onViews = useMemo(() => scene.map.views.map((_, index) => () => setView(index)), [scene]);
  const current = scene.map.views[view] ?? scene.map.views[0]!;
  const { lowerThird, attribution } = scene;
  return (
    <main className="showcase" data-theme={theme}>
      <div className="showcase__inner">
        <header className="showcase__hero">
          <div>
            <p className="showcase__kicker">{scene.kicker}</p>
            <h1 className="showcase__title">{scene.title}</h1>
          </div>
          <p className="showcase__standfirst">{scene.standfirst}</p>
        </header>
        <div className="showcase__stage pk-stage">
          <PopcornVideo
            src={scene.video.src}
            poster={scene.video.poster}
            aria-label={scene.video.label}
            controls
            playsInline
            preload="auto"
            width={640}
            height={360}
            tracks={scene.tracks}
            plugins={plugins}
          >
            <LowerThird start={lowerThird.start} end={lowerThird.end} name={lowerThird.name} title={lowerThird.title} />
            {scene.stills.map((still) => (
              <ImageCue
                key={still.src}
                start={still.start}
                end={still.end}
                src={still.src}
                alt={still.alt}
                caption={still.caption}
                target="notes"
              />
            ))}
            {scene.notes.map((note) => (
              <Footnote key={note.start} start={note.start} end={note.end} text={note.text} target="notes" />
            ))}
            {scene.map.views.map((step, index) => (
              <Cue key={step.start} start={step.start} end={step.end} onStart={onViews[index]} />
            ))}
            <MapView
              start={0}
              lat={current.lat}
              lng={current.lng}
              zoom={current.zoom}
              markers={current.markers}
              flyTo
              tiles=""
              outline={scene.map.outline}
              attribution={scene.map.attribution}
              label={scene.map.label}
              target="map"
            />
            {scene.webpages.map((page) => (
              <Webpage
                key={page.src}
                start={page.start}
                end={page.end}
                src={page.src}
                title={page.title}
                target="page"
              />
            ))}
            <Attribution
              start={0}
              title={attribution.title}
              author={attribution.author}
              source={attribution.source}
              license={attribution.license}
              target="credits"
            />
            <Chapters target="chapters" />
            <Transcript target="transcript" />

            <div className="showcase__chapters">
              <PopcornTarget name="chapters" />
            </div>
            <section className="showcase__panel showcase__notes" aria-labelledby="showcase-notes">
              <h2 className="showcase__label" id="showcase-notes">
                Field notes <small>follow the film</small>
              </h2>
              <PopcornTarget name="notes" />
            </section>
            <section className="showcase__panel showcase__transcript" aria-labelledby="showcase-transcript">
              <h2 className="showcase__label" id="showcase-transcript">
                Transcript <small>click a line to go there</small>
              </h2>
              <PopcornTarget name="transcript" />
            </section>
            <section className="showcase__panel showcase__map" aria-labelledby="showcase-map">
              <h2 className="showcase__label" id="showcase-map">
                On the map <small>offline</small>
              </h2>
              <PopcornTarget name="map" />
            </section>
            <section className="showcase__panel showcase__page" aria-labelledby="showcase-page">
              <h2 className="showcase__label" id="showcase-page">
                From the archive <small>a page of this site</small>
              </h2>
              <div className="showcase__page-frame">
                <p className="showcase__placeholder">A field card on each place opens here.</p>
                <PopcornTarget name="page" />
              </div>
            </section>
            <section className="showcase__panel showcase__about" aria-labelledby="showcase-about">
              <h2 className="showcase__label" id="showcase-about">
                About this page
              </h2>
              <p>
                Everything here follows one video. Each panel is a Popcorn Kit component with a start and an end on the
                film's clock: play, pause or seek, and the page keeps up.
              </p>
              <p>{scene.colophon}</p>
              <PopcornTarget name="credits" />
            </section>
          </PopcornVideo>
        </div>
      </div>
    </main>
  );
}

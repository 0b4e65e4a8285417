import type { PopcornError } from "@popcorn-kit/core";
import { Cue, PopcornVimeo, PopcornYouTube } from "@popcorn-kit/react";
import { act, render } from "@testing-library/react";
import { type EmbeddedSceneProps, defineEmbeddedSuites } from "../embedded.js";

const pageError = (error: PopcornError) => <p data-page-error="">Not available ({error.code})</p>;

const Scene = ({ provider, videoId, frameRate, onPopcorn, onError, customError }: EmbeddedSceneProps) => {
  const cue = (
    <Cue start={0.3} end={5}>
      <p data-cue="">In the video</p>
    </Cue>
  );
  const failure = { onError, renderError: customError ? pageError : undefined };
  return provider.name === "YouTube" ? (
    <PopcornYouTube videoId={videoId} apiUrl={provider.apiUrl} frameRate={frameRate} onReady={onPopcorn} {...failure}>
      {cue}
    </PopcornYouTube>
  ) : (
    <PopcornVimeo
      videoId={videoId}
      Player={provider.Player}
      embed={{ dnt: true }}
      frameRate={frameRate}
      onReady={onPopcorn}
      {...failure}
    >
      {cue}
    </PopcornVimeo>
  );
};

defineEmbeddedSuites("react", async (props) => {
  let view!: ReturnType<typeof render>;
  let current = props;
  await act(async () => {
    view = render(<Scene {...props} />);
  });
  return {
    root: view.container,
    async update(changes) {
      current = { ...current, ...changes };
      await act(async () => view.rerender(<Scene {...current} />));
    },
    async unmount() {
      await act(async () => view.unmount());
      view.container.remove();
    },
  };
});

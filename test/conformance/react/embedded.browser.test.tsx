import { Cue, PopcornVimeo, PopcornYouTube } from "@popcorn-kit/react";
import { act, render } from "@testing-library/react";
import { type EmbeddedSceneProps, defineEmbeddedSuites } from "../embedded.js";

const Scene = ({ provider, videoId, frameRate, onPopcorn }: EmbeddedSceneProps) => {
  const cue = (
    <Cue start={0.3} end={5}>
      <p data-cue="">In the video</p>
    </Cue>
  );
  return provider.name === "YouTube" ? (
    <PopcornYouTube videoId={videoId} apiUrl={provider.apiUrl} frameRate={frameRate} onReady={onPopcorn}>
      {cue}
    </PopcornYouTube>
  ) : (
    <PopcornVimeo
      videoId={videoId}
      Player={provider.Player}
      embed={{ dnt: true }}
      frameRate={frameRate}
      onReady={onPopcorn}
    >
      {cue}
    </PopcornVimeo>
  );
};

defineEmbeddedSuites("react", async (props) => {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Scene {...props} />);
  });
  return {
    root: view.container,
    async setVideoId(videoId) {
      await act(async () => view.rerender(<Scene {...props} videoId={videoId} />));
    },
    async unmount() {
      await act(async () => view.unmount());
      view.container.remove();
    },
  };
});

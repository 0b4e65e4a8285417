import { Cue, PopcornYouTube } from "@popcorn-kit/react";
import { act, render } from "@testing-library/react";
import { type YouTubeSceneProps, defineYouTubeSuite } from "../youtube.js";

const Scene = ({ videoId, apiUrl, onPopcorn }: YouTubeSceneProps) => (
  <PopcornYouTube videoId={videoId} apiUrl={apiUrl} onReady={onPopcorn}>
    <Cue start={0.3} end={5}>
      <p data-cue="">In the video</p>
    </Cue>
  </PopcornYouTube>
);

defineYouTubeSuite("react", async (props) => {
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

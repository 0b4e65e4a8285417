import type { MediaSnapshot, TrackEventView } from "@popcorn-kit/core";
import { type MarkupView, eventMarkup } from "@popcorn-kit/core/markup";
import { type PropType, defineComponent, h } from "vue";
import { useMediaState } from "./useMediaState.js";
import { useOutlet } from "./useOutlet.js";
import { usePopcorn } from "./usePopcorn.js";
import { EventMarkup } from "./createMarkupComponent.js";

const selectActive = (snapshot: MediaSnapshot): readonly TrackEventView[] => snapshot.active;

/** One active event of `<TrackEventViews>`: its markup, in place or teleported into the outlet it names. */
const EventView = /* @__PURE__ */ defineComponent({
  name: "TrackEventView",
  props: {
    event: { type: Object as PropType<TrackEventView>, required: true },
    markup: { type: Function as PropType<MarkupView<any>>, required: true },
  },
  setup(props) {
    const popcorn = usePopcorn();
    const shown = () => (popcorn.value ? eventMarkup(popcorn.value, props.event, props.markup) : undefined);
    const place = useOutlet(() => shown()?.outlet);
    return () => {
      const current = shown();
      return current === undefined ? null : place([h(EventMarkup, { node: current.markup, eventId: props.event.id })]);
    };
  },
});

/**
 * Shows the events already on the timeline (loaded from a Popcorn data file by `tracks`, added with `pop.add`)
 * while they are active, each with the markup `views` gives for its type, in place or in the
 * `<PopcornTarget>` its `target` option names, as the catalogue's components would render them. Their plugins
 * must be registered (`<PopcornVideo :plugins>`); active `applyclass` events add their classes. Renders nothing
 * on the server.
 *
 * @example
 * <PopcornVideo src="/talk.webm" :tracks="[{ src: '/talk.json' }]" :plugins="[footnote, image]">
 *   <TrackEventViews :views="{ footnote: footnoteMarkup, image: imageMarkup }" />
 *   <PopcornTarget name="notes" />
 * </PopcornVideo>
 */
export const TrackEventViews = /* @__PURE__ */ defineComponent({
  name: "TrackEventViews",
  props: {
    /** The markup of each event type to show, by type: `{ footnote: footnoteMarkup, image: imageMarkup }`. */
    views: { type: Object as PropType<Readonly<Record<string, MarkupView<any>>>>, required: true },
  },
  setup(props) {
    const active = useMediaState(selectActive);
    return () =>
      active.value.flatMap((event) => {
        const markup = props.views[event.type];
        return markup === undefined ? [] : [h(EventView, { key: event.id, event, markup })];
      });
  },
});

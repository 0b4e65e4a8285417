"use client";
import type { MediaSnapshot, TrackEventView } from "@popcorn-kit/core";
import { type MarkupView, eventMarkup } from "@popcorn-kit/core/markup";
import { appliedClasses, withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { Fragment, type ReactNode } from "react";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { usePopcorn } from "./usePopcorn.js";

/** Props of `<TrackEventViews>`. */
export interface TrackEventViewsProps {
  /** The markup of each event type to show, by type: `{ footnote: footnoteMarkup, image: imageMarkup }`. */
  views: Readonly<Record<string, MarkupView<any>>>;
}

const selectActive = (snapshot: MediaSnapshot): readonly TrackEventView[] => snapshot.active;

/**
 * Shows the events already on the timeline (loaded from a Popcorn data file by `tracks`, added with `pop.add`)
 * while they are active, each with the markup `views` gives for its type, in place or in the
 * `<PopcornTarget>` its `target` option names, as the catalogue's components would render them. Their plugins
 * must be registered (`<PopcornVideo plugins>`); active `applyclass` events add their classes. Renders nothing
 * on the server.
 *
 * @example
 * <PopcornVideo src="/talk.webm" tracks={[{ src: "/talk.json" }]} plugins={[footnote, image]}>
 *   <TrackEventViews views={{ footnote: footnoteMarkup, image: imageMarkup }} />
 *   <PopcornTarget name="notes" />
 * </PopcornVideo>
 */
export function TrackEventViews({ views }: TrackEventViewsProps): ReactNode {
  const pop = usePopcorn();
  const active = useMediaState(selectActive);
  if (!pop) return null;
  return active.map((event) => {
    const markup = views[event.type];
    const shown = markup === undefined ? undefined : eventMarkup(pop, event, markup);
    if (shown === undefined) return null;
    const node = renderMarkup(withClasses(shown.markup, appliedClasses(active, { event: event.id })));
    return (
      <Fragment key={event.id}>
        {shown.outlet === undefined ? node : <TargetPortal name={shown.outlet}>{node}</TargetPortal>}
      </Fragment>
    );
  });
}

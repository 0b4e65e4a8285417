"use client";
import { captionMenuChoices, captionsMenuMarkup } from "@popcorn-kit/core/plugins/captions";
import { type ReactNode, useMemo } from "react";
import { useCaptionState } from "./captionState.js";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";

/** Props of `<CaptionsMenu>`. */
export interface CaptionsMenuProps {
  /** The group's accessible name. @default "Captions" */
  label?: string;
  /** The language the languages are named in; omitted: each in itself ("English", "Français"). */
  locale?: string;
  /** The `<PopcornTarget>` to render into, instead of in place. */
  target?: string;
}

/**
 * The captions menu: a labelled group of buttons, "Off" and one per language of the loaded subtitle tracks,
 * the one shown `aria-pressed="true"`. A click switches every `<Captions>` and `<Transcript>` of the instance
 * that names no `lang`. Nothing renders while no subtitle line is loaded.
 *
 * @example
 * <PopcornVideo src="/talk.webm" tracks={[{ src: "/talk.en.vtt", lang: "en" }, { src: "/talk.fr.vtt", lang: "fr" }]}>
 *   <CaptionsMenu />
 * </PopcornVideo>
 */
export function CaptionsMenu({ label, locale, target }: CaptionsMenuProps): ReactNode {
  const { events, shown, choose } = useCaptionState();
  const choices = useMemo(() => captionMenuChoices(events, { locale }), [events, locale]);
  const menu = renderMarkup(captionsMenuMarkup({ choices, shown, choose, label }));
  return target === undefined ? menu : <TargetPortal name={target}>{menu}</TargetPortal>;
}

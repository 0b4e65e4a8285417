import { type MarkupElement, el } from "../../../markup/markup.js";
import type { TrackEventView } from "../../../contract/trackEvent.js";
import { type CaptionLanguage, type CaptionSelection, captionLanguages } from "./captionLanguage.js";
import { isSubtitle } from "./captionLines.js";

/**
 * A language's name for a menu: in `locale` when given, else in the language itself ("English", "français"),
 * from `Intl.DisplayNames` where it exists; the code itself otherwise.
 */
export function languageLabel(code: string, locale?: string): string {
  try {
    const name = new Intl.DisplayNames([locale ?? code], { type: "language" }).of(code);
    if (name !== undefined && name !== "" && name !== code)
      return name.charAt(0).toLocaleUpperCase(locale ?? code) + name.slice(1);
  } catch {
    // No Intl.DisplayNames here, or a code it refuses: the code is the label.
  }
  return code;
}

/** One entry of a captions menu. */
export interface CaptionMenuChoice {
  /** What choosing it passes to `choose`: a language, `null` for off, `undefined` for every line. */
  readonly lang: string | null | undefined;
  readonly label: string;
}

/**
 * The entries of a captions menu for the subtitle events given: "Off", then one per language loaded (named by
 * `languageLabel`), or "On" when the lines name no language; none at all without subtitle lines.
 */
export function captionMenuChoices(
  events: readonly TrackEventView[],
  options: { locale?: string; off?: string; on?: string } = {},
): CaptionMenuChoice[] {
  if (!events.some(isSubtitle)) return [];
  const languages = captionLanguages(events);
  const off: CaptionMenuChoice = { lang: null, label: options.off ?? "Off" };
  if (languages.length === 0) return [off, { lang: undefined, label: options.on ?? "On" }];
  return [off, ...languages.map((lang) => ({ lang, label: languageLabel(lang, options.locale) }))];
}

/** What `captionsMenuMarkup` renders. */
export interface CaptionsMenuMarkupProps {
  /** The entries, from `captionMenuChoices`. */
  choices: readonly CaptionMenuChoice[];
  /** What the captions show now, from `captionLanguage`. */
  shown: CaptionLanguage;
  /** Called with the entry's `lang` on a click (`CaptionChoiceStore.choose`); absent on the server. */
  choose?: ((lang: CaptionSelection) => void) | undefined;
  /** The group's accessible name. @default "Captions" */
  label?: string | undefined;
}

/**
 * A captions menu: `<div class="pk-captions-menu" role="group" aria-label="Captions">` holding one button per
 * entry ("Off", then each language), the one shown `aria-pressed="true"`; nothing without subtitle lines.
 *
 * @example
 * captionsMenuMarkup({ choices, shown: captionLanguage(store.getSnapshot(), languages), choose: store.choose });
 */
export function captionsMenuMarkup({
  choices: entries,
  shown,
  choose,
  label = "Captions",
}: CaptionsMenuMarkupProps): MarkupElement | null {
  if (entries.length === 0) return null;
  return el(
    "div",
    { class: "pk-captions-menu", role: "group", "aria-label": label },
    entries.map((entry) => {
      const pressed =
        entry.lang === null ? shown.off : !shown.off && (entry.lang === undefined || entry.lang === shown.lang);
      return el(
        "button",
        {
          key: entry.lang === null ? "off" : `lang-${entry.lang ?? ""}`,
          type: "button",
          class: "pk-captions-menu__item",
          lang: entry.lang ?? undefined,
          "aria-pressed": pressed ? "true" : "false",
          onClick: choose === undefined ? undefined : () => choose(entry.lang),
        },
        entry.label,
      );
    }),
  );
}

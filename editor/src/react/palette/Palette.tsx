"use client";
import type { PluginDefinition } from "@popcorn-kit/core";
import { type KeyboardEvent, type ReactNode, memo, useCallback, useId, useMemo, useState } from "react";
import { useEditorUi } from "../context.js";
import { addPluginEvent } from "./addPluginEvent.js";
import { canAddInEditor } from "./defaults.js";
import { groupPlugins, matchesSearch, pluginFamily, pluginLabel } from "./groups.js";
import { usePluginDrag } from "./usePluginDrag.js";

type PressHandler = ReturnType<typeof usePluginDrag>["onPointerDown"];

interface ItemProps {
  readonly plugin: PluginDefinition<any, any>;
  /** The id of the element that describes it (what it does, or why it cannot be added). */
  readonly hintId: string;
  /** Whether it is the list's tab stop: the item last focused, else the first. */
  readonly tabStop: boolean;
  readonly onAdd: (plugin: PluginDefinition<any, any>) => void;
  readonly onPress: PressHandler;
  readonly onFocusItem: (name: string) => void;
}

/**
 * One plugin of the list: an option (not a button, so that Space plays and pauses there as anywhere in the
 * editor outside buttons and text fields). Enter or a click adds it; a drag places it.
 */
const PaletteItem = memo(function PaletteItem(props: ItemProps): ReactNode {
  const { plugin, hintId, tabStop, onAdd, onPress, onFocusItem } = props;
  const label = pluginLabel(plugin);
  const addable = canAddInEditor(plugin);
  return (
    <div
      role="option"
      className="pke-palette-item"
      tabIndex={tabStop ? 0 : -1}
      aria-selected={tabStop}
      aria-disabled={addable ? undefined : true}
      aria-describedby={hintId}
      data-plugin={plugin.name}
      data-family={pluginFamily(plugin.name)}
      title={plugin.manifest.about?.description}
      onClick={() => onAdd(plugin)}
      onKeyDown={(event) => {
        if (event.key !== "Enter" || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        onAdd(plugin);
      }}
      onFocus={() => onFocusItem(plugin.name)}
      onPointerDown={addable ? (event) => onPress(event, plugin.name, label) : undefined}
    >
      <span className="pke-palette-swatch" aria-hidden="true" />
      <span className="pke-palette-label">{label}</span>
      {addable ? null : <span className="pke-palette-badge">Code</span>}
    </div>
  );
});

/** What a screen reader says after an item's name: what it does, or why it cannot be added. */
function hintOf(plugin: PluginDefinition<any, any>): string {
  const description = plugin.manifest.about?.description;
  return canAddInEditor(plugin)
    ? `${description ? `${description} ` : ""}Enter adds it at the playhead; drag it onto the timeline to place it.`
    : "Set in code: its required function cannot be written in the editor.";
}

/**
 * The palette: every plugin the editor knows (the catalogue and your own), grouped, with a search field. The
 * plugins are one list box (one tab stop; Up, Down, Home and End move between the plugins, across groups):
 * Enter or a click adds the plugin's event at the playhead and selects it; dragging a plugin onto the timeline
 * places it where it is dropped. Space plays and pauses, as elsewhere in the editor.
 */
export function Palette(): ReactNode {
  const ui = useEditorUi();
  const { editor, preview } = ui;
  const [query, setQuery] = useState("");
  const ids = useId();
  const groups = useMemo(() => groupPlugins(editor.plugins), [editor.plugins]);
  const shown = useMemo(
    () =>
      groups
        .map((group) => ({ ...group, plugins: group.plugins.filter((plugin) => matchesSearch(plugin, query)) }))
        .filter((group) => group.plugins.length > 0),
    [groups, query],
  );
  const { chip, chipRef, onPointerDown, consumeClick } = usePluginDrag();
  const add = useCallback(
    (plugin: PluginDefinition<any, any>) => {
      if (consumeClick()) return;
      addPluginEvent(ui, plugin, preview.currentTime());
    },
    [ui, preview, consumeClick],
  );
  const count = shown.reduce((sum, group) => sum + group.plugins.length, 0);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const stop = shown.some((group) => group.plugins.some((plugin) => plugin.name === focused))
    ? focused
    : shown[0]?.plugins[0]?.name;
  const hintId = (plugin: PluginDefinition<any, any>) => `${ids}-hint-${plugin.name}`;

  // Up and Down move between the plugins (Home and End to the first and last), as in a list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key) || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.getAttribute("role") !== "option") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[role='option']")];
    const at = items.indexOf(target);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? items.length - 1
          : Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), items.length - 1);
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className="pke-palette">
      <div className="pke-palette-head">
        <h2 id={`${ids}-title`} className="pke-panel-title">
          Plugins
        </h2>
        <div className="pke-palette-search">
          <label htmlFor={`${ids}-search`} className="pke-visually-hidden">
            Search plugins
          </label>
          <svg className="pke-icon pke-palette-search-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <input
            id={`${ids}-search`}
            className="pke-input pke-palette-search-input"
            type="search"
            placeholder="Search plugins"
            autoComplete="off"
            aria-controls={shown.length > 0 ? `${ids}-list` : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && query !== "") {
                event.preventDefault();
                setQuery("");
              } else if (event.key === "ArrowDown" && stop !== undefined) {
                // Down from the search field goes into the list, to the plugin Enter would add.
                event.preventDefault();
                document.getElementById(`${ids}-list`)?.querySelector<HTMLElement>("[tabindex='0']")?.focus();
              }
            }}
          />
        </div>
      </div>
      <div className="pke-visually-hidden" aria-live="polite">
        {query ? `${count} ${count === 1 ? "plugin" : "plugins"} found` : ""}
      </div>
      {shown.length === 0 ? (
        <p className="pke-palette-empty">No plugin matches “{query}”.</p>
      ) : (
        <div
          id={`${ids}-list`}
          className="pke-palette-list"
          role="listbox"
          aria-labelledby={`${ids}-title`}
          onKeyDown={onKeyDown}
        >
          {shown.map((group, groupIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a list box; a fieldset is for form fields.
            <div
              key={group.title}
              className="pke-palette-group"
              role="group"
              aria-labelledby={`${ids}-group-${groupIndex}`}
            >
              <div id={`${ids}-group-${groupIndex}`} className="pke-palette-group-title" role="presentation">
                {group.title}
              </div>
              {group.plugins.map((plugin) => (
                <PaletteItem
                  key={plugin.name}
                  plugin={plugin}
                  hintId={hintId(plugin)}
                  tabStop={plugin.name === stop}
                  onAdd={add}
                  onPress={onPointerDown}
                  onFocusItem={setFocused}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      {/* The items' descriptions: read by screen readers through aria-describedby, never shown. */}
      <div hidden>
        {shown
          .flatMap((group) => group.plugins)
          .map((plugin) => (
            <span key={plugin.name} id={hintId(plugin)}>
              {hintOf(plugin)}
            </span>
          ))}
      </div>
      {chip ? (
        <div ref={chipRef} className="pke-palette-chip" data-family={pluginFamily(chip.type)} aria-hidden="true">
          <span className="pke-palette-swatch" />
          {chip.label}
        </div>
      ) : null}
    </div>
  );
}

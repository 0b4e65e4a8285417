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
  readonly onAdd: (plugin: PluginDefinition<any, any>) => void;
  readonly onPress: PressHandler;
}

const PaletteItem = memo(function PaletteItem({ plugin, onAdd, onPress }: ItemProps): ReactNode {
  const label = pluginLabel(plugin);
  const description = plugin.manifest.about?.description;
  const addable = canAddInEditor(plugin);
  const hintId = useId();
  return (
    <li>
      <button
        type="button"
        className="pke-palette-item"
        data-plugin={plugin.name}
        data-family={pluginFamily(plugin.name)}
        aria-disabled={addable ? undefined : true}
        aria-describedby={hintId}
        title={description}
        onClick={() => onAdd(plugin)}
        onPointerDown={addable ? (event) => onPress(event, plugin.name, label) : undefined}
      >
        <span className="pke-palette-swatch" aria-hidden="true" />
        <span className="pke-palette-label">{label}</span>
        {addable ? null : <span className="pke-palette-badge">Code</span>}
      </button>
      <span id={hintId} className="pke-visually-hidden">
        {addable
          ? `${description ? `${description} ` : ""}Adds it at the playhead; drag it onto the timeline to place it.`
          : "Set in code: its required function cannot be written in the editor."}
      </span>
    </li>
  );
});

/**
 * The palette: every plugin the editor knows (the catalogue and your own), grouped, with a search field. Click
 * or Enter adds the plugin's event at the playhead and selects it; dragging an item onto the timeline places it
 * where it is dropped.
 */
export function Palette(): ReactNode {
  const ui = useEditorUi();
  const { editor, preview } = ui;
  const [query, setQuery] = useState("");
  const searchId = useId();
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

  // Up and Down move between the items (Home and End to the first and last), as in a list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains("pke-palette-item")) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(".pke-palette-item")];
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
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the buttons it holds
    <div className="pke-palette" onKeyDown={onKeyDown}>
      <div className="pke-palette-head">
        <h2 className="pke-panel-title">Plugins</h2>
        <div className="pke-palette-search">
          <label htmlFor={searchId} className="pke-visually-hidden">
            Search plugins
          </label>
          <svg className="pke-icon pke-palette-search-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M10.5 10.5 14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            className="pke-input pke-palette-search-input"
            type="search"
            placeholder="Search plugins"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && query !== "") {
                event.preventDefault();
                setQuery("");
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
        shown.map((group) => (
          <div key={group.title} className="pke-palette-group">
            <h3 className="pke-palette-group-title">{group.title}</h3>
            <ul className="pke-palette-list">
              {group.plugins.map((plugin) => (
                <PaletteItem key={plugin.name} plugin={plugin} onAdd={add} onPress={onPointerDown} />
              ))}
            </ul>
          </div>
        ))
      )}
      {chip ? (
        <div ref={chipRef} className="pke-palette-chip" data-family={pluginFamily(chip.type)} aria-hidden="true">
          <span className="pke-palette-swatch" />
          {chip.label}
        </div>
      ) : null}
    </div>
  );
}

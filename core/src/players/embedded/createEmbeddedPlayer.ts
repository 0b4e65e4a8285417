import { refusal } from "../../errors/errors.js";
import type { ExternalStore } from "../../adapter/trackEventList.js";
import type { PopcornError } from "../../errors/errors.js";
import type { MarkupElement } from "../../markup/markup.js";
import type { Player } from "../player.js";
import { embeddedErrorMarkup } from "./embeddedError.js";
import { watchPlayerError } from "./watchPlayerError.js";

/** A provider's player as a component makes it: a player that `destroy()` releases. */
export type DestroyablePlayer = Player & { destroy(): void };

/** What makes the player of an embedded component (`<PopcornYouTube>`, `<PopcornVimeo>`). */
export interface EmbeddedPlayerOptions<Holder> {
  /**
   * Makes the provider's player inside `holder` (`createYouTubePlayer(holder, options)`...). The latest one given
   * is called, when a player is made.
   */
  create: (holder: Holder) => DestroyablePlayer;
  /**
   * What the player is made from (`youTubePlayerKey(options)`, `vimeoPlayerKey(options)`): while attached, a key
   * other than the one the player was made for makes a new player. A key given first after `attach` is the
   * attached player's own.
   */
  key?: string | undefined;
  /**
   * Called once each time the player fails to load (the provider's script, the embed or the video did not load),
   * with its `PopcornError`, after the state shows it. The latest one given is called.
   */
  onError?: ((error: PopcornError) => void) | undefined;
}

/** What an embedded component shows: its player, and its error state once the player failed to load. */
export interface EmbeddedPlayerState {
  /** The player, from `attach` to its teardown, for the component's instance to attach to; null otherwise. */
  readonly player: DestroyablePlayer | null;
  /** Why the player failed to load, until a new player; null while it has not. */
  readonly error: PopcornError | null;
  /**
   * The error state, while `error` is set: `<div class="pk-embed-error" role="alert">` with "This video could
   * not be shown." and the error's message, as markup for the adapter's markup renderer. A page's own content
   * goes in the same element (its `tag` and `attrs`), in place of its children.
   */
  readonly alert: MarkupElement | null;
}

/**
 * The lifecycle of an embedded component's player, as a store: `attach` makes the player inside the component's
 * box, `update` gives new options (a new key makes a new player), and `attach`'s teardown destroys it. The state
 * is the same object until the player or its error changes; listeners hear only such changes.
 */
export interface EmbeddedPlayerController<Holder> extends ExternalStore<EmbeddedPlayerState> {
  /**
   * Makes the player inside `holder` (the component's box, once it is in the page) and watches its errors (see
   * `watchPlayerError`: only a player that fails to load counts). Returns the teardown, which stops watching and
   * destroys the player, and the one it made for a new key since. Attaching again first tears the previous one down.
   */
  attach(holder: Holder): () => void;
  /** The component's latest options: a new `key`, while attached, destroys the player and makes one for it. */
  update(options: EmbeddedPlayerOptions<Holder>): void;
}

/** The options, when they can make a player; else a `PopcornError` naming what was given. */
function checked<Holder>(options: EmbeddedPlayerOptions<Holder>): EmbeddedPlayerOptions<Holder> {
  const create = (options as Partial<EmbeddedPlayerOptions<Holder>> | null)?.create;
  if (typeof create !== "function")
    throw refusal("INVALID_OPTION", "createEmbeddedPlayer() create", create, "a function that makes the player");
  return options;
}

const IDLE: EmbeddedPlayerState = Object.freeze({ player: null, error: null, alert: null });

/**
 * Creates the controller behind every adapter's `<PopcornYouTube>` and `<PopcornVimeo>` (nothing is made until
 * `attach`): the player made from its key inside the box, made again when the key changes, its load failure as
 * state and markup, and destroyed on teardown. The adapter renders the box and `alert`, and gives `player` to its
 * media instance.
 *
 * @example
 * const embedded = createEmbeddedPlayer({
 *   key: youTubePlayerKey(options),
 *   create: (box) => createYouTubePlayer(box, options),
 *   onError: (error) => console.warn(error.message),
 * });
 * const unsubscribe = embedded.subscribe(() => render(embedded.getSnapshot()));
 * const detach = embedded.attach(box); // on unmount: detach(), unsubscribe()
 */
export function createEmbeddedPlayer<Holder>(options: EmbeddedPlayerOptions<Holder>): EmbeddedPlayerController<Holder> {
  let current = checked(options);
  let state = IDLE;
  let listeners: readonly (() => void)[] = [];
  /** The box attached to, and the key its player was made for. */
  let attached: { readonly holder: Holder; key: string | undefined } | null = null;
  /** Releases the current player: stops watching it, clears the state, destroys it. */
  let release: (() => void) | null = null;

  const set = (next: EmbeddedPlayerState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const make = (box: { readonly holder: Holder; key: string | undefined }) => {
    const player = current.create(box.holder);
    box.key = current.key;
    let unwatch = () => {};
    const own = () => {
      if (release !== own) return;
      release = null;
      unwatch();
      set(IDLE);
      player.destroy();
    };
    release = own;
    set(Object.freeze({ player, error: null, alert: null }));
    // A listener may tear the player down as it hears of it, even from the error of a player that failed already.
    const stop = watchPlayerError(player, (error) => {
      if (release !== own) return;
      set(Object.freeze({ player, error, alert: embeddedErrorMarkup(error) }));
      current.onError?.(error);
    });
    if (release === own) unwatch = stop;
    else stop();
  };

  return {
    subscribe(listener) {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    getSnapshot: () => state,
    getServerSnapshot: () => IDLE,
    attach(holder) {
      attached = null;
      release?.();
      const box = { holder, key: undefined as string | undefined };
      attached = box;
      make(box);
      return () => {
        if (attached !== box) return;
        attached = null;
        release?.();
      };
    },
    update(next) {
      current = checked(next);
      const box = attached;
      if (box === null || next.key === box.key) return;
      // A player made before any key was given is the player for the first one.
      if (box.key === undefined) box.key = next.key;
      else {
        release?.();
        make(box);
      }
    },
  };
}

import type { PluginDefinition } from "@popcorn-kit/core";

/** One plugin of Popcorn 1.x as compat runs it: its name, the kit plugin behind it, and how its options map. */
export interface CompatPlugin {
  /** Popcorn 1.x's name, the instance method: "footnote", "subtitle", "image", "tagthisperson"... */
  readonly name: string;
  /** The kit plugin that runs it, already wrapped by `withDomView`. Its `name` may differ from `name`. */
  readonly plugin: PluginDefinition<any, any>;
  /**
   * Popcorn 1.x options (start, end and id removed) to the kit plugin's options. It refuses nothing itself:
   * the kit plugin's manifest validates what it returns.
   */
  fromPopcorn(options: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/** A Popcorn 1.x plugin whose service is gone: what to use instead. */
export interface RetiredPlugin {
  /** Popcorn 1.x's name: "twitter", "flickr"... */
  readonly name: string;
  /** What happened to the service, and what replaces the plugin, in one line. */
  readonly replacement: string;
}

/** The optional peers: `id` names `#peers/<id>` and its files; `name` is the package; `use` what needs it. */
export declare const PEERS: readonly { id: string; name: string; use: string }[];
/** Every file the table decides, by path under core/, with its text. */
export declare function peerFiles(): Map<string, string>;
/** The files that differ from what the script would write. */
export declare function stalePeerFiles(): string[];

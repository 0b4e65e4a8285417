import { type OptionSpec, PopcornError, validateOption } from "@popcorn-kit/core";
import type { IssueLog } from "../../project/issueLog.js";
import { pathKey } from "../../project/jsonValue.js";
import { PLACEMENT_KEYS } from "../popcornMakerEvent.js";
import { type MakerEvent, isBookkeeping } from "./makerEvent.js";

/**
 * Logs what became of a Maker event's options: the notes its mapping made, and every other option that is not
 * placement or bookkeeping and was not read, as not supported.
 */
export function reportOptions(event: MakerEvent, optionsPath: string, log: IssueLog): void {
  for (const key of Object.keys(event.given)) {
    if (!event.used.has(key) && !PLACEMENT_KEYS.has(key) && !isBookkeeping(key)) event.drop(key, event.given[key]);
  }
  for (const note of event.notes) {
    if (note.severity === "error") log.error(`${optionsPath}${note.path}`, note.reason);
    else log.warn(`${optionsPath}${note.path}`, note.reason);
  }
}

/**
 * Checks each kit option a mapping made against its plugin's manifest, one by one: an option the manifest refuses
 * is dropped, with an error at the Maker option it came from, so that one bad value costs that option, not the
 * event (an option the event cannot do without then drops the event, as its reading reports).
 */
export function keepValid(
  type: string,
  specs: Readonly<Record<string, OptionSpec>>,
  event: MakerEvent,
  optionsPath: string,
  frameRate: number,
  log: IssueLog,
): void {
  for (const name of Object.keys(event.options)) {
    if (!Object.hasOwn(specs, name)) continue;
    try {
      event.options[name] = validateOption(type, name, specs[name]!, event.options[name], frameRate);
    } catch (error) {
      if (!(error instanceof PopcornError)) throw error;
      const from = event.sources.get(name) ?? name;
      log.error(`${optionsPath}${pathKey(from)}`, `${error.message.replace(/\.$/, "")}; this option is dropped.`);
      delete event.options[name];
    }
  }
}

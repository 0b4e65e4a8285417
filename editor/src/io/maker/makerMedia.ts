import { classifyMediaAddress, sourceOfAddress } from "../mediaAddress.js";
import { describeValue } from "@popcorn-kit/core/errors";
import type { IssueLog } from "../../project/issueLog.js";
import { isPlainObject } from "../../project/jsonValue.js";
import type { Outlet, OutletBox, ProjectMediaSource } from "../../project/types.js";
import { type OutletNames, outletName } from "./makerLayout.js";

/** The element Butter's templates hold the video in: events that target it are laid over the video. */
export const VIDEO_CONTAINER = "video-container";

/** The whole video, as an outlet's box. */
export const WHOLE_VIDEO: OutletBox = { left: 0, top: 0, width: 100, height: 100 };

/**
 * A Butter project's targets as outlets beside the video, and which outlet each target's element id, name or id
 * names. A target that is the video's own element (one of `videoKeys`) is the video: its keys join `videoKeys`,
 * and it makes no outlet.
 */
export function readTargets(
  targets: unknown,
  videoKeys: Set<string>,
  names: OutletNames,
  log: IssueLog,
): { beside: Outlet[]; outletOf: Map<string, string> } {
  const beside: Outlet[] = [];
  const outletOf = new Map<string, string>();
  if (Array.isArray(targets)) {
    targets.forEach((target: unknown, index) => {
      if (!isPlainObject(target)) {
        log.error(
          `targets[${index}]`,
          `Target ${describeValue(target)}: expected { id, name, element }; it is dropped.`,
        );
        return;
      }
      const keys = [target.element, target.name, target.id].filter(
        (key): key is string | number => typeof key === "string" || typeof key === "number",
      );
      // The video's own element is the video: its events go over it, not beside it.
      if (keys.some((key) => videoKeys.has(String(key)))) {
        for (const key of keys) videoKeys.add(String(key));
        return;
      }
      const label = [target.name, target.element, target.id].find(
        (value) => typeof value === "string" && value.trim() !== "",
      );
      const name = names.take(outletName(typeof label === "string" ? label : `target-${index + 1}`));
      beside.push({ name, placement: "beside", box: WHOLE_VIDEO });
      for (const key of keys) if (!outletOf.has(String(key))) outletOf.set(String(key), name);
    });
  }
  return { beside, outletOf };
}

/**
 * The media's source: the first of its addresses that is media (`classifyMediaAddress`, the rule every way media
 * enters the editor shares): YouTube and Vimeo links through the kit's players, any other safe URL as it is. A page
 * that is not media (SoundCloud, which Maker listed) is passed over.
 */
export function mediaSource(url: unknown): ProjectMediaSource | undefined {
  const candidates = Array.isArray(url) ? url : [url];
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || candidate.trim() === "" || candidate.length > 2048) continue;
    const address = classifyMediaAddress(candidate.trim());
    if (address.kind !== "refused") return sourceOfAddress(address);
  }
  return undefined;
}

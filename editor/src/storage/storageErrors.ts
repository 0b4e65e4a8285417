import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";

/*
 * How the storages and autosave fail: always with a `PopcornError` (code `LOAD`, the failure of reading or writing
 * outside the page) whose message says why, never with an empty reason, and never by waiting forever. Time-outs
 * are in seconds, as core's network reads count them.
 */

/** The longest time-out a host timer can wait, in seconds (about 24.8 days). */
const MAX_TIMEOUT_SECONDS = 2_147_483;

/** The longest part of a storage's own message kept in a reason: messages come from outside. */
const MAX_MESSAGE = 200;

/**
 * Why a storage operation failed, as a sentence without its final stop, never empty: a `PopcornError`'s message;
 * for a full storage (`QuotaExceededError`), that it is full and what to do; else the error's message, else its
 * name, else a generic reason.
 */
export function storageFailureReason(error: unknown): string {
  const name = readField(error, "name");
  let message = typeof error === "string" ? error : readField(error, "message");
  message = message.trim();
  // Our own messages are whole; another's is cut short.
  if (!(error instanceof PopcornError) && message.length > MAX_MESSAGE)
    message = `${message.slice(0, MAX_MESSAGE - 1)}…`;
  if (message.endsWith(".")) message = message.slice(0, -1);
  if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED") {
    return "the storage on this device is full (QuotaExceededError): free some space, such as older saved projects or other sites' data, then retry";
  }
  if (message !== "") return message;
  if (name !== "" && name !== "Error") return `the storage failed with a ${name.slice(0, 60)} and gave no reason`;
  if (typeof error !== "object" && typeof error !== "string" && error !== undefined) {
    return `the storage failed with ${describeValue(error)}`;
  }
  return "the storage failed and gave no reason";
}

/** An error's `name` or `message`, or "" when it has none: a hostile error's getter that throws counts as none. */
export function readField(error: unknown, field: "name" | "message"): string {
  try {
    const value = typeof error === "object" && error !== null ? (error as Record<string, unknown>)[field] : undefined;
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

/** `error` as it surfaces: a `PopcornError` as it is, anything else a `LOAD` error saying `${action} failed: why`. */
export function storageFailure(action: string, error: unknown, value?: unknown): PopcornError {
  if (error instanceof PopcornError) return error;
  return new PopcornError("LOAD", `${action} failed: ${storageFailureReason(error)}.`, { value, cause: error });
}

/** The `LOAD` error of a step that took longer than `seconds`: `${action} timed out after 10 s: advice.` */
export function timedOut(action: string, seconds: number, advice: string, value?: unknown): PopcornError {
  return new PopcornError("LOAD", `${action} timed out after ${seconds} s: ${advice}.`, { value });
}

/** A time-out option checked: seconds from 0 (none) to about 24.8 days, the most a host timer waits. */
export function checkTimeout(where: string, option: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > MAX_TIMEOUT_SECONDS) {
    throw refusal(
      "INVALID_OPTION",
      `${where}: the ${option}`,
      value,
      `a number of seconds from 0 (no time-out) to ${MAX_TIMEOUT_SECONDS}`,
      { option },
    );
  }
  return value;
}

/**
 * Settles as `promise` does, or rejects with `onTimeOut()` after `seconds` (0: never), whichever comes first. The
 * timer is released as soon as it is settled; `promise` goes on, unwatched.
 */
export function withinTime<T>(promise: Promise<T>, seconds: number, onTimeOut: () => PopcornError): Promise<T> {
  if (seconds === 0) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeOut()), seconds * 1000);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

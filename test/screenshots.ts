import { readFileSync, writeFileSync } from "node:fs";
import pixelmatch from "pixelmatch";
import type { Page } from "playwright";
import { PNG } from "pngjs";

// Screenshots compared with reference pictures, shared by the showcase's and the editor's visual tests.
// References are half-size PNGs (each pixel the mean of four), which keeps them small and forgives subpixel
// antialiasing; pixelmatch's colour threshold is 0.1.

/** A picture of the page (or of the first element `selector` matches) once two in a row agree (up to eight tries), halved. */
export async function stablePicture(page: Page, selector?: string): Promise<PNG> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const options = { animations: "disabled" } as const;
    const shot = await (selector === undefined ? page : page.locator(selector).first()).screenshot(options);
    if (previous?.equals(shot)) return halve(PNG.sync.read(shot));
    previous = shot;
    await page.waitForTimeout(150);
  }
  return halve(PNG.sync.read(previous as Buffer));
}

/** `full` at half its width and height, each pixel the mean of four. */
export function halve(full: PNG): PNG {
  const width = Math.floor(full.width / 2);
  const height = Math.floor(full.height / 2);
  const half = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        const at = (dx: number, dy: number) => full.data[((2 * y + dy) * full.width + 2 * x + dx) * 4 + channel] ?? 0;
        half.data[(y * width + x) * 4 + channel] = Math.round((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4);
      }
    }
  }
  return half;
}

/**
 * The share of pixels of `actual` that differ from the reference picture `referenceFile`. Above `tolerance`, or
 * when the sizes differ, the picture (and the difference) are written as `<failurePrefix>.png` and
 * `<failurePrefix>-diff.png` and the console says where.
 */
export function compareWithReference(
  actual: PNG,
  referenceFile: string,
  failurePrefix: string,
  tolerance: number,
): number {
  const reference = PNG.sync.read(readFileSync(referenceFile));
  if (reference.width !== actual.width || reference.height !== actual.height) {
    writeFileSync(`${failurePrefix}.png`, PNG.sync.write(actual));
    throw new Error(
      `${actual.width}x${actual.height}, the reference ${referenceFile} is ${reference.width}x${reference.height} (picture: ${failurePrefix}.png)`,
    );
  }
  return differingShare(reference, actual, failurePrefix, tolerance, referenceFile);
}

/**
 * The share of pixels that differ between two pictures of one size (pixelmatch, colour threshold 0.1). Above
 * `tolerance`, `actual` and the difference are written as `<failurePrefix>.png` and `<failurePrefix>-diff.png`
 * (and `expected` as `<failurePrefix>-expected.png` when it has no file of its own) and the console says where.
 */
export function differingShare(
  expected: PNG,
  actual: PNG,
  failurePrefix: string,
  tolerance: number,
  expectedFile?: string,
): number {
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = differing / (actual.width * actual.height);
  if (share > tolerance) {
    writeFileSync(`${failurePrefix}.png`, PNG.sync.write(actual));
    writeFileSync(`${failurePrefix}-diff.png`, PNG.sync.write(diff));
    if (expectedFile === undefined) writeFileSync(`${failurePrefix}-expected.png`, PNG.sync.write(expected));
    console.error(
      `${differing} pixels differ from ${expectedFile ?? `${failurePrefix}-expected.png`}; picture and difference in ${failurePrefix}*.png`,
    );
  }
  return share;
}

/** Writes `picture` as the reference `file`. */
export function writeReference(picture: PNG, file: string): void {
  writeFileSync(file, PNG.sync.write(picture));
}

/**
 * Pauses the video `selector` matches at `time` and resolves with whether that frame was presented (asked before
 * the seek, so that it cannot be missed; a busy machine now and then presents none after "seeked", and the seek is
 * then made again, up to three times).
 */
export function showVideoFrame(page: Page, selector: string, time: number): Promise<boolean> {
  return page.evaluate(
    async ({ selector, time }) => {
      const video = document.querySelector<HTMLVideoElement>(selector);
      if (!video) return false;
      video.pause();
      for (let attempt = 0; attempt < 3; attempt++) {
        const seeked = new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
        const presented = new Promise<boolean>((resolve) => {
          video.requestVideoFrameCallback(() => resolve(true));
          setTimeout(() => resolve(false), 5000);
        });
        video.currentTime = attempt === 0 ? time : time + attempt * 0.001;
        const [, shown] = await Promise.all([seeked, presented]);
        if (shown) return true;
      }
      return false;
    },
    { selector, time },
  );
}

import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the journeys leave screenshots for a person to look at (`SCREENSHOT_DIR`); none are taken when it is unset. */
const DIRECTORY = process.env.SCREENSHOT_DIR;

/** A screenshot of the page (or of one part of it) named `name`.png, when screenshots are asked for. */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!DIRECTORY) return;
  const path = join(DIRECTORY, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}

/** A picture the shop served (a link preview card …) kept as `name`.png beside the screenshots, when they are asked for. */
export async function writeScreenshotFile(name: string, png: Buffer): Promise<void> {
  if (!DIRECTORY) return;
  await writeFile(join(DIRECTORY, `${name}.png`), png);
}

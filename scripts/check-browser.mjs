// Runs before `npm test`: fails loudly, with instructions, when there is no Chromium for the browser tests.
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';

if (!findChromium()) {
  if (process.env.CHROMIUM_PATH) console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

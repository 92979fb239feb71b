// `npm test` runs the browser tests too when this machine has Debian's Chromium; otherwise it says how to get it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('/usr/bin/chromium')) {
  console.log('Browser tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium), see DEVELOPERS.md.');
  process.exit(0);
}
execSync('npm run build', { stdio: 'inherit' });
execSync('npx playwright test -c e2e/playwright.config.ts', { stdio: 'inherit' });

// Playwright drives Debian's chromium (`npx playwright install` cannot download here). Install it
// with apt-get when it is missing and we are root; otherwise say exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`${chromium} is missing: installing Debian's chromium with apt-get...`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `The browser tests need Debian's chromium at ${chromium}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at another Chromium build.',
    );
    process.exit(1);
  }
}

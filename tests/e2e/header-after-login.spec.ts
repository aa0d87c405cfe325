// The signed-in header is never an empty band: not after a login through the form, when the user
// menu once came some hundreds of milliseconds after the navigation (up to 2 s on a busy machine),
// and not on the first load of a signed-in page, when the page once started with no header at all.
// The shell's query, which draws the header, is held back here until the test lets it go.
import { expect, type Page, test } from '@playwright/test';
import { checkAtBothWidths, widths } from './accessibility';
import { acceptCookies, DEMO_PASSWORD, logIn, on, persistedQueryId, submitEmail, submitPassword } from './support';

const shellQueryId = persistedQueryId('AppShellQuery');

/** Holds the signed-in shell's query (the one with a bearer token) until `release()`. */
async function holdShellQuery(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  expect(shellQueryId).toBeDefined();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const asked = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = request.postDataJSON() as { doc_id?: string } | null;
    if (body?.doc_id === shellQueryId && request.headers().authorization) {
      seen();
      await released;
    }
    await route.continue();
  });
  return { asked, release };
}

interface HeaderSample {
  height: number | null;
  navigation: boolean;
  userMenu: boolean;
}

/** Records the header on every frame from the first paint: its height and what it shows. */
async function sampleHeaderEveryFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: HeaderSample[] = [];
    (window as unknown as { headerSamples: HeaderSample[] }).headerSamples = samples;
    const sample = () => {
      const header = document.querySelector('header');
      samples.push({
        height: header ? header.getBoundingClientRect().height : null,
        navigation: Boolean(header?.querySelector('nav[aria-label="Main navigation"]')),
        userMenu: Boolean(header?.querySelector('button[aria-haspopup]')),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const samplesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { headerSamples: HeaderSample[] }).headerSamples);

test('after a login through the form the header comes whole: its navigation never without the user menu', async ({
  page,
}) => {
  await sampleHeaderEveryFrame(page);
  const shellQuery = await holdShellQuery(page);
  await page.goto(on('acme'));
  await acceptCookies(page);
  await submitEmail(page, 'employee@acme.test');
  await submitPassword(page, DEMO_PASSWORD);
  // The header's data is asked for as soon as the login answers.
  await shellQuery.asked;
  shellQuery.release();

  await expect(page.getByRole('heading', { name: 'Hello, Alex' })).toBeVisible();
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: /Alex Morgan/ })).toBeVisible();
  const finalHeight = (await header.boundingBox())!.height;

  const samples = await samplesOf(page);
  const signedIn = samples.filter((sample) => sample.navigation);
  expect(signedIn.length).toBeGreaterThan(0);
  expect(signedIn.filter((sample) => !sample.userMenu)).toEqual([]);
  // From the login page's header to home's, the band never changed height, nor went.
  const firstDrawn = samples.findIndex((sample) => sample.height !== null);
  expect(samples.slice(firstDrawn).filter((sample) => sample.height !== finalHeight)).toEqual([]);
});

test('the first load of a signed-in page keeps the header in place, the height it will have, while its data is on the way', async ({
  page,
}) => {
  await logIn(page, 'acme', 'employee@acme.test');
  for (const { width, height } of widths) {
    await page.setViewportSize({ width, height });
    const shellQuery = await holdShellQuery(page);
    await page.goto(on('acme', '/app/home/'));
    await shellQuery.asked;

    const placeholder = page.locator('header[aria-busy="true"]');
    await expect(placeholder).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading profile...');
    const waiting = (await placeholder.boundingBox())!;
    if (width === widths[0].width) await checkAtBothWidths(page, 'header-placeholder');
    await page.setViewportSize({ width, height });

    shellQuery.release();
    await expect(page.getByRole('heading', { name: 'Hello, Alex' })).toBeVisible();
    const header = page.locator('header');
    await expect(header).not.toHaveAttribute('aria-busy');
    expect((await header.boundingBox())!.height).toBe(waiting.height);
    await page.unrouteAll({ behavior: 'wait' });
  }
  await checkAtBothWidths(page, 'home-after-header');
});

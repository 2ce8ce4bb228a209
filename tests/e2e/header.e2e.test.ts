import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, axeViolations, openPage, screenshot, screenHeading } from './support/browser';
import { signIn, useBrowser } from './support/journey';

const browser = useBrowser();

const LINKS = [
  ['Explore', '/explore'],
  ['Plan a trip', '/plan'],
  ['My trips', '/trips'],
  ['Shop', '/shop'],
  ['Travel quiz', '/quiz'],
] as const;

const PHONE = { width: 390, height: 844 };

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The element's box lies wholly inside the viewport's width. */
async function insideWidth(page: Page, name: string, width: number): Promise<boolean> {
  const box = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('the header on a phone (390 px)', () => {
  it('folds the navigation behind a Menu button; every link is reachable and nothing runs off the screen', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.setViewportSize(PHONE);
    await page.goto(`${APP_URL}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Travel quiz' }).isVisible()).toBe(false);
    await screenshot(page, 'header-phone-closed');

    // Open by keyboard: Enter on the button, Tab into the list; Escape closes and gives focus back.
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const [name] of LINKS) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      expect(await insideWidth(page, name, PHONE.width)).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'header-phone-open');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Explore');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await nav.getByRole('link', { name: 'Explore' }).isVisible()).toBe(false);

    // Every link, one after another: it opens its screen and the menu closes.
    for (const [name, path] of LINKS) {
      await menu.click();
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await screenHeading(page).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }

    // A click elsewhere (below the open list) closes it too.
    await menu.click();
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits signed in, with the profile, Account and Sign out on screen', async () => {
    const { page, context } = await openPage(browser());
    await page.setViewportSize(PHONE);
    await signIn(page, 'nora@demo.wayfare.test', '/trips');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Account' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    for (const control of [
      header.getByRole('link', { name: 'Account' }),
      header.getByRole('button', { name: 'Sign out' }),
      header.getByRole('button', { name: 'Menu' }),
      header.getByRole('link', { name: /start page/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The name is out of sight on a phone, but still names the profile link.
    expect(await header.getByRole('link', { name: /Nora/ }).isVisible()).toBe(true);
    await screenHeading(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'header-phone-signed-in');
    await context.close();
  }, 120_000);
});

describe('the header on a desktop (1280 px)', () => {
  it('shows every link in one row with no Menu button', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${APP_URL}/explore`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Explore' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const tops = new Set<number>();
    for (const [name] of LINKS) {
      const link = nav.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      tops.add(Math.round((await link.boundingBox())!.y));
    }
    expect(tops.size).toBe(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'header-desktop');
    await context.close();
  });
});

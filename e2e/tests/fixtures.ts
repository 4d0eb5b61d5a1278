import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error: a page that
 * logs errors is broken even when it looks right. Chromium also logs each 4xx
 * answer as a console error; those are answers the page handles (a wrong
 * password, a bad code), so they are let through. A 5xx never is.
 */
const HANDLED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !HANDLED_CLIENT_ERROR.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errores en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { expect, test } from '@playwright/test';

test('the landing page loads at /', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/StormDialer/);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
});

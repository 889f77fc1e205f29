import { expect, type Page, test } from '@playwright/test';
import { e2eEnv } from './support/e2e-env';
import { E2E_CALCOM_KEY } from './support/e2e-fakes';
import { signUpFreshUser } from './support/fresh-user';

// The viewer's zone: times show in Chicago, not in UTC.
test.use({ timezoneId: 'America/Chicago' });

/** The calendar's button for a day of the month on screen (the current month). */
function dayButton(page: Page, day: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), day);
  const name = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return page.getByRole('button', { name: new RegExp(`^${name}`) });
}

test('create an appointment in the form and see its day marked', async ({ page }) => {
  await signUpFreshUser(page, 'appt');
  await page.goto('/dashboard/appointment-calendar');
  await expect(page.getByRole('heading', { name: 'Appointment Calendar' })).toBeVisible();
  await expect(page.getByText('Schedule and manage appointments')).toBeVisible();
  await expect(page.getByText('Cal.com Integration Required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Cal.com Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Cal.com', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'App View' })).toBeVisible();

  await dayButton(page, 14).click();
  await expect(page.getByText('No appointments scheduled for this day')).toBeVisible();
  await expect(dayButton(page, 14)).not.toHaveAttribute('data-marked');
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();

  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Hail damage inspection');
  await dialog.getByLabel('Client Name').fill('Dana Miller');
  await dialog.getByLabel('Client Phone').fill('(214) 555-0123');
  await dialog.getByLabel('Location').fill('12 Elm St, Dallas');
  await dialog.getByLabel('Description').fill('North slope, shingles missing');
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText('Appointment Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(dayButton(page, 14)).toHaveAttribute('data-marked', 'true');
  await expect(dayButton(page, 14)).toHaveAccessibleName(/has appointments$/);
  const item = page.getByRole('article', { name: 'Hail damage inspection' });
  await expect(item.getByText('confirmed')).toBeVisible();
  await expect(item.getByText('9:00 AM - 10:00 AM')).toBeVisible();
  await expect(item.getByText('Dana Miller')).toBeVisible();
  await expect(item.getByText('+12145550123')).toBeVisible();
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(dayButton(page, 14)).toHaveAttribute('data-marked', 'true');
});

test('a booking made in the Cal.com fake appears in App View', async ({ page }) => {
  await signUpFreshUser(page, 'booking');
  await page.goto('/dashboard/appointment-calendar');
  await page.getByRole('button', { name: 'Connect Cal.com Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cal.com Integration' });
  await dialog.getByLabel('Cal.com API Key').fill(E2E_CALCOM_KEY);
  await dialog.getByLabel('Cal.com Username').fill('storm-roofing');
  await dialog.getByRole('button', { name: 'Connect Cal.com' }).click();
  await expect(
    page.getByText('Your Cal.com account has been connected successfully.'),
  ).toBeVisible();
  await expect(page.getByText('Cal.com Integration Required')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect Cal.com', exact: true })).toBeHidden();

  // Someone books on Cal.com: 15:00 UTC on the 16th, which is morning in Chicago.
  const now = new Date();
  const start = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 16, 15, 0, 0));
  const booked = await fetch(`${e2eEnv().CALCOM_BASE_URL}/v2/bookings`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E_CALCOM_KEY}`,
      'cal-api-version': '2024-08-13',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      start: start.toISOString(),
      eventTypeId: 101,
      lengthInMinutes: 45,
      attendee: { name: 'Casey Booker', email: 'casey@example.com', timeZone: 'America/Chicago' },
    }),
  });
  expect(booked.status).toBe(201);

  await expect(dayButton(page, 16)).toHaveAttribute('data-marked', 'true');
  await dayButton(page, 16).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Casey Booker' });
  await expect(item.getByText('confirmed')).toBeVisible();
  const chicago = (d: Date) =>
    d.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
    });
  const end = new Date(start.getTime() + 45 * 60_000);
  await expect(item.getByText(`${chicago(start)} - ${chicago(end)}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Cal.com' }).click();
  const frame = page.getByTitle('Cal.com booking page');
  await expect(frame).toHaveAttribute('src', 'https://cal.com/storm-roofing/embed');
  await expect(frame).toHaveCSS('height', '600px');
});

import { expect, test } from '@playwright/test';
import { pdfWith, windowsProgram } from '../helpers/document-fixtures';
import { signUpFreshUser } from './support/fresh-user';

test('add an FAQ and a PDF, search them, assign one to an agent, edit and delete', async ({
  page,
}) => {
  await signUpFreshUser(page, 'knowledge');
  // A local agent: the e2e server's one Retell fake is shared with the import test, which counts
  // its agents (the prompt sent to Retell is covered by tests/integration/knowledge).
  const agent = await page.request.post('/trpc/agents.create', {
    data: { agent: { name: 'Storm Closer' } },
  });
  expect(agent.status()).toBe(200);

  await page.goto('/dashboard/knowledge-base');
  await expect(page.getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  await expect(page.getByText('No Documents Added')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Document' }).click();
  const dialog = page.getByRole('dialog');

  // FAQ: nothing complete is refused, the last question cannot be removed.
  await dialog.getByRole('tab', { name: 'Create FAQs' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please add at least one question and answer')).toBeVisible();
  await dialog.getByLabel('Question 1', { exact: true }).fill('Do you work with insurers?');
  await dialog.getByLabel('Answer 1').fill('Yes, with every major insurer.');
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await dialog.getByLabel('Question 2', { exact: true }).fill('Left without an answer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document added')).toBeVisible();
  const rows = page.getByRole('row');
  const faqRow = rows.filter({ hasText: 'Frequently Asked Questions' });
  await expect(faqRow.getByText('FAQ', { exact: true })).toBeVisible();
  await expect(faqRow.getByRole('cell', { name: 'None' })).toBeVisible();

  // PDF: no file, then a renamed program, then a real PDF assigned to the agent.
  await page.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog.getByRole('tab', { name: 'Upload Document' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a file to upload')).toBeVisible();
  const fileInput = dialog.getByLabel('File', { exact: true });
  await fileInput.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: windowsProgram(),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/This file is not a real PDF document/)).toBeVisible();
  await fileInput.setInputFiles({
    name: 'Roof Warranty.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfWith(['Hail damage is covered for ten years.']),
  });
  await expect(dialog.getByLabel('Title')).toHaveValue('Roof Warranty');
  await expect(dialog.getByText(/This file is not a real PDF document/)).toHaveCount(0);
  await dialog.getByLabel('Assigned Agent').selectOption({ label: 'Storm Closer' });
  await expect(dialog.getByTestId('knowledge-budget')).toContainText('of 20,000 characters');
  await expect(dialog.getByTestId('knowledge-budget')).toContainText(
    'Sent to Retell once the agent is synced there.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document added').first()).toBeVisible();
  const pdfRow = rows.filter({ hasText: 'Roof Warranty' });
  await expect(pdfRow.getByText('PDF', { exact: true })).toBeVisible();
  await expect(pdfRow.getByRole('cell', { name: 'Storm Closer' })).toBeVisible();
  const href = await pdfRow
    .getByRole('link', { name: 'Download Roof Warranty' })
    .getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // Search filters by title, case-insensitively.
  const search = page.getByPlaceholder('Search documents...');
  await search.fill('WARRANTY');
  await expect(faqRow).toHaveCount(0);
  await expect(pdfRow).toHaveCount(1);
  await search.fill('frequently');
  await expect(pdfRow).toHaveCount(0);
  await expect(faqRow).toHaveCount(1);
  await search.fill('');

  // Editing an FAQ: the Upload Document tab is disabled.
  await page.getByRole('button', { name: 'Edit Frequently Asked Questions' }).click();
  await expect(dialog.getByRole('tab', { name: 'Upload Document' })).toBeDisabled();
  await dialog.getByLabel('Title').fill('Insurance FAQ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Document updated')).toBeVisible();
  await expect(rows.filter({ hasText: 'Insurance FAQ' })).toHaveCount(1);

  // Editing the PDF shows how much of the agent's prompt budget it uses.
  await page.getByRole('button', { name: 'Edit Roof Warranty' }).click();
  await expect(dialog.getByRole('tab', { name: 'Create FAQs' })).toBeDisabled();
  await expect(dialog.getByTestId('knowledge-budget')).toContainText(
    /Knowledge in this agent's prompt: [\d,]+ of 20,000 characters/,
  );
  await page.keyboard.press('Escape');

  // The agent editor shows the same budget.
  await page.getByRole('link', { name: 'Voice Agents' }).click();
  await page.getByRole('button', { name: 'Edit Storm Closer' }).click();
  await expect(dialog.getByTestId('knowledge-budget')).toContainText(/[1-9][\d,]* of 20,000/);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Knowledge Base' }).click();

  await page.getByRole('button', { name: 'Delete Roof Warranty' }).click();
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document removed')).toBeVisible();
  await expect(pdfRow).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Insurance FAQ' })).toHaveCount(1);
});

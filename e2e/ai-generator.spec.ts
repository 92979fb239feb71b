import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useSessionOf } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_USERS } from './support/environment.ts';
import { saveScreenshot } from './support/screenshots.ts';

// The server talks to the local fake model of the global setup (apps/server/test/fakes/llm-server.ts), which answers
// three options by default: "Summer Team Picnic", "Sunshine Social" and "Picnic and Play".
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = '/tmp/huddle-ai-e2e';

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await saveScreenshot(page, `ai-${name}-desktop`);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, animations: 'disabled' });
  await page.setViewportSize(DESKTOP);
}

test('an organizer generates an event with the AI wizard and publishes it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await useSessionOf(context, DEMO_USERS.organizer.email, DEMO_USERS.organizer.password);
  await page.goto('/events/upcoming');

  const dialog = page.getByRole('dialog', { name: 'Generate event' });
  const next = dialog.getByRole('button', { name: 'Next' });

  await test.step('step 1: a description', async () => {
    await expect(page.getByRole('button', { name: 'Generate event' })).toBeVisible();
    await shoot(page, 'events-page');
    await page.getByRole('button', { name: 'Generate event' }).click();
    await expect(dialog).toBeVisible();
    await expect(next).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Describe your event' }).fill('A summer picnic for the whole team');
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'step1');
    await next.click();
  });

  await test.step('step 2: an event type', async () => {
    await expect(next).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Community & Culture' }).check();
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'step2');
    await next.click();
  });

  await test.step('step 3: tones', async () => {
    await expect(next).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Casual' }).check();
    await dialog.getByRole('checkbox', { name: 'Entertaining' }).check();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'step3');
    await next.click();
  });

  await test.step('step 4: choose one of the generated options and publish it', async () => {
    const option = dialog.getByRole('radio', { name: 'Sunshine Social' });
    await expect(option).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    const publish = dialog.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    // One more option for the same request (eventAiGenerate): added to the list, chosen.
    await dialog.getByRole('button', { name: 'Generate another option' }).click();
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expect(dialog.getByRole('radio').nth(3)).toBeChecked();
    await option.check();
    await expect(publish).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'step4');
    await publish.click();
  });

  await test.step('the published event is the chosen option', async () => {
    await expect(page).toHaveURL(/\/event\/\d+\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunshine Social' })).toBeVisible();
    await expect(page.getByText('An afternoon of sun, snacks and conversation with the team.')).toBeVisible();
    // The host sees the event in its editor: the chosen option's fields.
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Sunshine Social');
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Rooftop Terrace');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'published');
  });
});

test('a user is not offered the generator', async ({ page, context }) => {
  await useSessionOf(context, DEMO_USERS.user.email, DEMO_USERS.user.password);
  await page.goto('/events/upcoming');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate event' })).toHaveCount(0);
});

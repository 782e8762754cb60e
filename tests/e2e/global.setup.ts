import { test as setup } from '@playwright/test';
import { loginThroughForm, stateFile, type Role } from './support';

// Logs in once per role through the real form and keeps the cookies for the other specs.
for (const role of ['admin', 'qa', 'editor'] as Role[]) {
  setup(`log in as ${role}`, async ({ page }) => {
    await loginThroughForm(page, role);
    await page.context().storageState({ path: stateFile(role) });
  });
}

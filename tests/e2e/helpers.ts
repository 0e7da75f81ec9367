/** Shared steps of the end-to-end tests: logging in as a demo member through the real screens, and an axe check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The members the e2e server accepts with the fixed code 123456 (DESIGN §5 plus two for state-changing tests). */
export const MEMBERS = {
  asha: { country: '91', mobile: '9876543210', firstName: 'Asha', focus: 'Cardiology' },
  bikash: { country: '977', mobile: '9841000001', firstName: 'Bikash', focus: 'Diabetology' },
  demo: { country: '91', mobile: '9876500000', firstName: 'Demo', focus: 'Cardiology' },
  meera: { country: '91', mobile: '9876543211', firstName: 'Meera', focus: 'Respiratory' },
  arjun: { country: '91', mobile: '9876543212', firstName: 'Arjun', focus: 'Neurology' },
} as const;

/** A member of MEMBERS. */
export type MemberName = keyof typeof MEMBERS;

/** The fixed code of the test numbers. */
export const TEST_CODE = '123456';

/** Logs in through / and /verify and waits for /home. */
export async function loginAs(page: Page, name: MemberName): Promise<void> {
  const member = MEMBERS[name];
  await page.goto('/');
  await page.getByLabel('Country', { exact: true }).selectOption(member.country);
  await page.getByLabel('Mobile Number', { exact: true }).fill(member.mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel('OTP', { exact: true }).fill(TEST_CODE);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL('**/home');
}

/** Asserts axe-core finds no serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Issue 42 §2: the alert rules load (`promtool check rules`) and fire as their unit tests expect (`promtool test rules`). */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binary, promtool } from './helpers/promtool.ts';

const RULES = resolve(import.meta.dirname, '../../deploy/prometheus');

describe('deploy/prometheus/alerts.yml', () => {
  it('passes promtool check rules', async () => {
    if (!binary('promtool')) return;
    const checked = await promtool(['check', 'rules', `${RULES}/alerts.yml`]);
    expect(checked.output).toContain('SUCCESS: 11 rules found');
    expect(checked.code).toBe(0);
  });

  it('passes promtool test rules with the series of alerts.test.yml', async () => {
    if (!binary('promtool')) return;
    const tested = await promtool(['test', 'rules', `${RULES}/alerts.test.yml`]);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.code).toBe(0);
  });
});

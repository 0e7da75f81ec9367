/**
 * The home cards drawn before React (src/islands/home/first-card-model.ts) are the cards the store gives
 * (stores/home.ts categoryCardOf) for every kind of row, and a row of another shape is left to React.
 */
import { describe, expect, it } from 'vitest';
import { firstCardAddresses } from '../../src/islands/home/first-card-addresses.ts';
import { firstCardOf } from '../../src/islands/home/first-card-model.ts';
import type { Category } from '../../src/shared/contract/entities.ts';
import { PRIORITY_CONTACT_LINK } from '../../src/shared/constants.ts';
import { categoryCardOf } from '../../src/stores/home.ts';

const base: Category = {
  serv_category_id: '1',
  title: 'Order Samples & Services',
  link_name: 'samples',
  description: 'Samples and   printed material ',
  title_shown: 'नमूने',
  description_shown: 'नमूने और मुद्रित सामग्री',
  banner: 'N',
  outcome: 'submenu',
  link: '',
  image: 'order-samples.svg',
};

const rows: Array<[string, Category]> = [
  ['a sub-menu with a description', base],
  ['a sub-menu without a description', { ...base, description: '  ', description_shown: '' }],
  ['an untranslated title', { ...base, title_shown: '' }],
  ['the priority contact link', { ...base, outcome: 'other', link: ` ${PRIORITY_CONTACT_LINK} ` }],
  ['an external page (new tab)', { ...base, outcome: 'page', link: ' https://example.org/cme ' }],
  ['a site address that is not a page', { ...base, outcome: 'other', link: '/articles' }],
  ['an unsafe link', { ...base, outcome: 'page', link: 'javascript:alert(1)' }],
  ['a protocol-relative link', { ...base, outcome: 'page', link: '//evil.example' }],
  ['an uploaded image', { ...base, image: 'upload:cat-7.png' }],
  ['no image', { ...base, image: '' }],
  ['an image name to encode', { ...base, image: 'heart month #2.svg' }],
  ['an id and description to encode', { ...base, serv_category_id: '7/8', description: 'CATID? DESC 50%' }],
  [
    'descriptions with markup and entities',
    {
      ...base,
      description: 'Order <b>free samples</b>,<p>of our</p>&amp; <script>x()</script>clinic &#x1F489; &nbsp;services',
      description_shown: '<!-- note --><em>नमूने</em>&lt;br&gt; &bogus; &#0; <style>p{}</style>सेवाएँ',
    },
  ],
];

describe('the cards drawn before React', () => {
  const to = firstCardAddresses();
  for (const [name, row] of rows) {
    it(`equal the store's card: ${name}`, () => {
      expect(firstCardOf(row, to)).toEqual(categoryCardOf(row));
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstCardOf(null, to)).toBeNull();
    expect(firstCardOf('1', to)).toBeNull();
    expect(firstCardOf({ ...base, image: 3 }, to)).toBeNull();
    expect(firstCardOf({ ...base, outcome: 'popup' }, to)).toBeNull();
  });
});

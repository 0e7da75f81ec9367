/**
 * The cards drawn before React (src/islands/first-screen/first-card-model.ts) are the cards the stores give
 * (stores/home.ts categoryCardOf, stores/catalogue.ts therapyCardOf and productCardOf) for every kind of row, and a row of another
 * shape is left to React.
 */
import { describe, expect, it } from 'vitest';
import {
  articleCardsSetup,
  firstCardAddresses,
  productCardsSetup,
  therapyCardsSetup,
} from '../../src/islands/first-screen/first-card-addresses.ts';
import {
  firstArticleOf,
  firstCardOf,
  firstProductOf,
  firstTherapyOf,
} from '../../src/islands/first-screen/first-card-model.ts';
import { publicConfig } from '../../src/lib/config.ts';
import { articleFramePath, externalHref } from '../../src/lib/content-links.ts';
import type { Article, Category, Product, Therapy } from '../../src/shared/contract/entities.ts';
import { pathFor } from '../../src/shared/routes.ts';
import { PRIORITY_CONTACT_LINK } from '../../src/shared/constants.ts';
import { productCardOf, therapyCardOf } from '../../src/stores/catalogue.ts';
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

const therapy: Therapy = {
  therepy_id: '4',
  title: 'Antihypertensives',
  title_shown: 'उच्चरक्तचापरोधी',
  image: 'antihypertensives.svg',
};

const therapies: Array<[string, Therapy]> = [
  ['a translated therapy', therapy],
  ['an untranslated title', { ...therapy, title_shown: '' }],
  ['a title to encode in the address', { ...therapy, title: 'Heart & Lungs/VALUE 50%?' }],
  ['an uploaded image', { ...therapy, image: 'upload:ther-2.png' }],
  ['no image', { ...therapy, image: '' }],
  ['an image name to encode', { ...therapy, image: 'heart #2.svg' }],
];

describe('the therapy cards drawn before React', () => {
  const setup = therapyCardsSetup();
  if (setup.kind !== 'therapies') throw new Error('therapy cards expected');
  const { to } = setup;
  for (const [name, row] of therapies) {
    it(`equal the store's card: ${name}`, () => {
      expect(firstTherapyOf(row, to)).toEqual(therapyCardOf(row));
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstTherapyOf(null, to)).toBeNull();
    expect(firstTherapyOf({ ...therapy, image: undefined }, to)).toBeNull();
    expect(firstTherapyOf({ ...therapy, therepy_id: 4 }, to)).toBeNull();
  });
});

const product: Product = {
  product_id: '12',
  title: 'Telmisartan 40',
  title_shown: 'टेल्मिसर्टन 40',
  composition: 'Telmisartan IP 40 mg',
  dose: ' 20 mg, 40 mg ,,80 mg ',
  table_name: 'samples',
  therapy: 'Antihypertensives',
  image: 'telmi.png',
};

const products: Array<[string, Product]> = [
  ['a translated product with doses', product],
  ['an untranslated title', { ...product, title_shown: '' }],
  ['no product id (the title is its id)', { ...product, product_id: '' }],
  ['no composition, no dose', { ...product, composition: '', dose: '' }],
  ['an uploaded image', { ...product, image: 'upload:prod-3.webp' }],
  ['no image', { ...product, image: '' }],
  ['an image name to encode', { ...product, image: 'telmi 40 #1.png' }],
];

describe('the category cards drawn before React', () => {
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

describe('the product cards drawn before React', () => {
  const setup = productCardsSetup('getProduct');
  if (setup.kind !== 'products') throw new Error('product cards expected');
  const { to } = setup;
  for (const [name, row] of products) {
    it(`equal the store's card: ${name}`, () => {
      expect(firstProductOf(row, to)).toEqual(productCardOf(row));
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstProductOf(null, to)).toBeNull();
    expect(firstProductOf({ ...product, dose: undefined }, to)).toBeNull();
    expect(firstProductOf({ ...product, image: null }, to)).toBeNull();
  });
});

const article: Article = {
  article_id: '5',
  Atitle: 'Telmisartan in <older> patients',
  reference: '<i>J Hypertens</i> 2024;42:1',
  description: '<p>Blood pressure <b>control</b> &amp; outcomes</p>',
  journal_id: '3',
  therapy: 'Antihypertensives',
  link: 'https://example.org/telmi',
};

const articles: Array<[string, Article]> = [
  ['an external article with journal and therapy', article],
  [
    'an article on the company website (shown in the frame)',
    { ...article, link: `${publicConfig.companyWebsite}/a b?x=1` },
  ],
  ['an http article', { ...article, link: ' http://example.org/old ' }],
  ['an unsafe link', { ...article, link: 'javascript:alert(1)' }],
  ['a protocol-relative link', { ...article, link: '//evil.example/x' }],
  ['no link, journal, therapy or reference', { ...article, link: '', journal_id: '', therapy: '', reference: '' }],
  ['a therapy and journal to encode', { ...article, therapy: 'Heart & Lungs/VALUE', journal_id: '7/8' }],
];

/** What ArticleItem renders for `row` (src/islands/content/ArticleItem.tsx), Share aside. */
function articleItemOf(row: Article) {
  const framed = articleFramePath(row.link);
  const external = externalHref(row.link);
  return {
    title: row.Atitle,
    description: row.description,
    reference: row.reference,
    ...(row.journal_id ? { journal: pathFor('journal', { journalId: row.journal_id }) } : {}),
    ...(row.therapy
      ? { therapy: { href: pathFor('therapyArticles', { therapy: row.therapy }), name: row.therapy } }
      : {}),
    ...(framed
      ? { read: { href: framed, newTab: false } }
      : external
        ? { read: { href: external, newTab: true } }
        : {}),
  };
}

describe('the article cards drawn before React', () => {
  const setup = articleCardsSetup();
  if (setup.kind !== 'articles') throw new Error('article cards expected');
  const { to } = setup;
  for (const [name, row] of articles) {
    it(`equal ArticleItem's card: ${name}`, () => {
      expect(firstArticleOf(row, to)).toEqual(articleItemOf(row));
    });
  }

  it('open an article of the company website in the frame, another in a new tab', () => {
    expect(firstArticleOf(articles[1]?.[1], to)?.read?.newTab).toBe(false);
    expect(firstArticleOf(article, to)?.read?.newTab).toBe(true);
  });

  it('leave a row of another shape to React', () => {
    expect(firstArticleOf(null, to)).toBeNull();
    expect(firstArticleOf({ ...article, link: undefined }, to)).toBeNull();
  });
});

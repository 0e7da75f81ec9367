/**
 * The cards drawn before React (src/islands/first-screen/first-card-model.ts, first-article-model.ts) are the cards
 * the stores give (stores/home.ts categoryCardOf, stores/catalogue.ts therapyCardOf and productCardOf,
 * stores/order-services.ts categoryHeaderOf) and the content lists' rows render (ArticleItem, TherapyArticleItem,
 * JournalEntryItem, PortalRow, EmailerRow, FileRow, VideoCard) for every kind of row, and a row of another shape is left to React.
 */
import { describe, expect, it } from 'vitest';
import {
  articleCardsSetup,
  emailerRowsSetup,
  categoryIntroSetup,
  firstCardAddresses,
  productCardsSetup,
  subCategoryCardsSetup,
  therapyCardsSetup,
  videoCardsSetup,
} from '../../src/islands/first-screen/first-card-addresses.ts';
import {
  firstArticleOf,
  firstEmailerOf,
  firstEntryOf,
  firstFileOf,
  firstPortalOf,
  firstVideoOf,
} from '../../src/islands/first-screen/first-article-model.ts';
import {
  firstCardOf,
  firstIntroOf,
  firstProductOf,
  firstSubCategoryOf,
  firstTherapyOf,
  subCategoryParams,
} from '../../src/islands/first-screen/first-card-model.ts';
import { imageUrl, publicConfig } from '../../src/lib/config.ts';
import { articleFramePath, externalHref, frameSrc } from '../../src/lib/content-links.ts';
import type {
  Article,
  Category,
  JournalEntry,
  Product,
  SubCategory,
  Therapy,
  TherapyArticle,
} from '../../src/shared/contract/entities.ts';
import { matchRoute, pathFor } from '../../src/shared/routes.ts';
import { PRIORITY_CONTACT_LINK } from '../../src/shared/constants.ts';
import { productCardOf, therapyCardOf } from '../../src/stores/catalogue.ts';
import { categoryCardOf } from '../../src/stores/home.ts';
import { categoryHeaderOf, subCategoryCardOf } from '../../src/stores/order-services.ts';

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

describe('the category intro drawn before React on /subcategories', () => {
  const setup = categoryIntroSetup();
  if (setup.kind !== 'intro') throw new Error('an intro expected');
  const { to } = setup;
  const addresses = [
    '/subcategories/1/Order%20Samples%20%26%20Services',
    '/hi/subcategories/1/%E0%A4%A8%E0%A4%AE%E0%A5%82%E0%A4%A8%E0%A5%87',
    '/ne/subcategories/7%2F8',
    '/subcategories/1/',
    '/subcategories/1',
  ];

  for (const address of addresses) {
    it(`reads the address as the island does: ${address}`, () => {
      const params = matchRoute(address)?.params ?? {};
      expect(subCategoryParams(address, to.languages)).toEqual({ catId: params.catId, desc: params.desc ?? '' });
    });
  }

  for (const [name, row] of rows) {
    for (const address of [
      `/subcategories/${encodeURIComponent(row.serv_category_id)}/A%20desc`,
      `/hi/subcategories/${encodeURIComponent(row.serv_category_id)}`,
    ]) {
      it(`equals the store's header: ${name}, ${address}`, () => {
        const { desc } = subCategoryParams(address, to.languages);
        expect(firstIntroOf([{ ...base, serv_category_id: 'other' }, row], address, to)).toEqual(
          categoryHeaderOf(row, desc),
        );
      });
    }
  }

  it('leaves a category not in the answer, a row of another shape or an untitled one to React', () => {
    expect(firstIntroOf([base], '/subcategories/2/x', to)).toBeNull();
    expect(firstIntroOf([base], '/subcategories/%E0%A4/x', to)).toBeNull();
    expect(firstIntroOf([{ ...base, image: null }], '/subcategories/1/x', to)).toBeNull();
    expect(firstIntroOf([{ ...base, title: '', title_shown: '' }], '/subcategories/1/x', to)).toBeNull();
  });
});

const sub: SubCategory = {
  serv_sub_category_id: '11',
  title: 'Webinars',
  title_shown: 'वेबिनार',
  description_shown: 'Live <b>CME</b> &amp; recordings',
  table_name: '',
  service_type: 'videos',
  link_name: 'cme-videos',
  therapeutic_focus: '',
  outcome: 'page',
  description: 'Live CME',
  demo_video: '',
  sample_link: '',
  message: '',
  serv_category_id: '3',
  sub_header: '',
  image: 'webinars.svg',
};

const subs: Array<[string, SubCategory]> = [
  ["videos, with the member's focus", sub],
  ['videos with a focus of its own', { ...sub, therapeutic_focus: 'Diabetology' }],
  ['portals without a link name (no link)', { ...sub, service_type: 'portals', link_name: '' }],
  ['portals to encode', { ...sub, service_type: ' portals ', link_name: 'a/b LINKNAME', title: 'FOCUS & Co' }],
  ['a title to encode', { ...sub, service_type: 'portals', title_shown: 'SUBTITLE & FOCUS/50%' }],
  ['an untranslated portal', { ...sub, service_type: 'portals', title_shown: '' }],
  ['an emailer', { ...sub, service_type: 'emailer' }],
  ['an untranslated emailer to encode', { ...sub, service_type: 'emailer', title_shown: '', title: 'LINKNAME & Co' }],
  ['files', { ...sub, service_type: 'files', link_name: 'brochures.php' }],
  ['a route without parameters', { ...sub, service_type: 'articles' }],
  ['a type that is no route', { ...sub, service_type: 'webinar-hub' }],
  ['a type that is not a name', { ...sub, service_type: 'a/b' }],
  ['no type', { ...sub, service_type: '' }],
  ['a samples order', { ...sub, outcome: 'modal', table_name: 'samples' }],
  ['an order of printables', { ...sub, outcome: 'modal', table_name: 'printables', message: 'Note' }],
  ['an order of an unknown table', { ...sub, outcome: 'modal', table_name: 'posters' }],
  ['an untranslated title, no description', { ...sub, title_shown: '', description_shown: '' }],
  ['an uploaded image', { ...sub, image: 'upload:sub-4.png' }],
  ['no image', { ...sub, image: '' }],
];

describe('the sub-category cards drawn before React', () => {
  const setup = subCategoryCardsSetup();
  if (setup.kind !== 'subcategories') throw new Error('sub-category cards expected');
  const { to } = setup;
  for (const focus of ['Cardiology', '']) {
    for (const [name, row] of subs) {
      it(`equal the store's card: ${name}, focus '${focus}'`, () => {
        const { action, ...card } = subCategoryCardOf(row, focus, 'Digital Services');
        // An order card's item (what it orders) comes with React; the drawn card has its button.
        const drawnAction = action.kind === 'order' ? { kind: 'order' } : action;
        expect(firstSubCategoryOf(row, focus, to)).toEqual({ ...card, action: drawnAction });
      });
    }
  }

  it("address an emailer, file, video or portal list by the card's title in the member's language", () => {
    const hrefOf = (row: SubCategory) => {
      const { action } = subCategoryCardOf(row, 'Cardiology', 'Medical Content');
      return action.kind === 'link' ? action.href : undefined;
    };
    expect(hrefOf(sub)).toBe(`/videos/cme-videos/Cardiology/${encodeURIComponent('वेबिनार')}`);
    expect(hrefOf({ ...sub, service_type: 'portals', link_name: 'portals' })).toBe(
      `/portals/portals/Cardiology/${encodeURIComponent('वेबिनार')}`,
    );
    expect(hrefOf({ ...sub, service_type: 'files', link_name: 'brochures.php' })).toBe(
      `/files/brochures.php/${encodeURIComponent('वेबिनार')}`,
    );
    expect(hrefOf({ ...sub, service_type: 'files', title_shown: '' })).toBe('/files/cme-videos/Webinars');
    expect(hrefOf({ ...sub, service_type: 'emailer' })).toBe(`/emailer/${encodeURIComponent('वेबिनार')}/Cardiology`);
    expect(hrefOf({ ...sub, service_type: 'emailer', title_shown: '' })).toBe('/emailer/Webinars/Cardiology');
  });

  it('leave a row of another shape to React', () => {
    expect(firstSubCategoryOf(null, '', to)).toBeNull();
    expect(firstSubCategoryOf({ ...sub, outcome: undefined }, '', to)).toBeNull();
  });
});

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
  therapy_shown: 'उच्च रक्तचाप की दवाएँ',
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
  therapy_shown: 'Antihypertensives',
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
  [
    'no link, journal, therapy or reference',
    { ...article, link: '', journal_id: '', therapy: '', therapy_shown: '', reference: '' },
  ],
  [
    'a therapy and journal to encode',
    { ...article, therapy: 'Heart & Lungs/VALUE', therapy_shown: 'Heart & Lungs/VALUE', journal_id: '7/8' },
  ],
  ["a therapy in the member's language", { ...article, therapy_shown: 'उच्च रक्तचापका औषधि' }],
];

/** The therapy as ArticleItem and JournalEntryItem name and link it. */
const shownTherapy = (row: Article | JournalEntry): string => row.therapy_shown || row.therapy;

/** What ArticleItem renders for `row` (src/islands/content/ArticleItem.tsx), Share aside. */
function articleItemOf(row: Article) {
  const framed = articleFramePath(row.link);
  const external = externalHref(row.link);
  return {
    title: row.Atitle,
    description: row.description,
    reference: row.reference,
    ...(row.journal_id ? { journal: pathFor('journal', { journalId: row.journal_id }) } : {}),
    ...(shownTherapy(row)
      ? { therapy: { href: pathFor('therapyArticles', { therapy: shownTherapy(row) }), name: shownTherapy(row) } }
      : {}),
    ...(framed
      ? { read: { href: framed, newTab: false } }
      : external
        ? { read: { href: external, newTab: true } }
        : {}),
  };
}

describe('the article cards drawn before React', () => {
  const setup = articleCardsSetup('getArticles');
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
    // An answer of an API older than therapy_shown: React names the therapy as before.
    expect(firstArticleOf({ ...article, therapy_shown: undefined }, to)).toBeNull();
  });
});

/** The rows of a therapy's articles and of a journal, from `articles` (the same links, titles and texts). */
const therapyArticles: Array<[string, TherapyArticle]> = articles.map(
  ([name, { therapy, therapy_shown, reference, ...row }]) => [name, row],
);
const journalEntries: Array<[string, JournalEntry]> = articles.map(
  ([name, { Atitle, journal_id, reference, ...row }]) => [name, { ...row, Jtitle: Atitle }],
);

/** What TherapyArticleItem and JournalEntryItem render for a row (src/islands/content/), as FirstEntryModel. */
function entryItemOf(title: string, description: string, link: string, more?: { href: string; therapy?: string }) {
  const external = externalHref(link);
  return { title, description, ...(more ? { more } : {}), ...(external ? { external } : {}) };
}

describe("the rows of a therapy's articles and of a journal drawn before React", () => {
  const therapySetup = articleCardsSetup('getTherapyArticles');
  const journalSetup = articleCardsSetup('getJournal');
  if (therapySetup.kind !== 'therapyArticles' || journalSetup.kind !== 'journalEntries') throw new Error('entries');
  for (const [name, row] of therapyArticles) {
    it(`equal TherapyArticleItem's card: ${name}`, () => {
      const journal = row.journal_id ? { href: pathFor('journal', { journalId: row.journal_id }) } : undefined;
      expect(firstEntryOf(row, 'therapyArticles', therapySetup.to)).toEqual(
        entryItemOf(row.Atitle, row.description, row.link, journal),
      );
    });
  }
  for (const [name, row] of journalEntries) {
    it(`equal JournalEntryItem's card: ${name}`, () => {
      const name = shownTherapy(row);
      const therapy = name ? { href: pathFor('therapyArticles', { therapy: name }), therapy: name } : undefined;
      expect(firstEntryOf(row, 'journalEntries', journalSetup.to)).toEqual(
        entryItemOf(row.Jtitle, row.description, row.link, therapy),
      );
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstEntryOf(null, 'journalEntries', journalSetup.to)).toBeNull();
    // An article of /articles is not a journal's entry (no Jtitle).
    expect(firstEntryOf(article, 'journalEntries', journalSetup.to)).toBeNull();
    expect(firstEntryOf({ ...therapyArticles[0]?.[1], journal_id: 3 }, 'therapyArticles', therapySetup.to)).toBeNull();
  });
});

describe('the portals drawn before React', () => {
  for (const [name, { link }] of articles) {
    it(`equal PortalRow's row: ${name}`, () => {
      const href = externalHref(link);
      expect(firstPortalOf({ portal_id: '2', title: 'PubMed & more', link })).toEqual({
        title: 'PubMed & more',
        ...(href ? { href } : {}),
      });
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstPortalOf({ portal_id: 2, title: 'PubMed', link: 'https://pubmed.example/' })).toBeNull();
    expect(firstPortalOf(article)).toBeNull();
  });
});

describe('the emailers drawn before React', () => {
  const setup = emailerRowsSetup();
  if (setup.kind !== 'emailers') throw new Error('emailer rows expected');
  it('link to the journal as EmailerRow does (its id encoded as pathFor encodes it)', () => {
    for (const id of ['12', '7/8', 'VALUE']) {
      expect(firstEmailerOf({ title: 'Cardiology Today', journal_id: id }, setup.to)).toEqual({
        title: 'Cardiology Today',
        journal: pathFor('journal', { journalId: id }),
      });
    }
  });

  it('leave a row of another shape to React', () => {
    expect(firstEmailerOf({ title: 'Cardiology Today', journal_id: 12 }, setup.to)).toBeNull();
    expect(firstEmailerOf(null, setup.to)).toBeNull();
  });
});

describe('the files drawn before React', () => {
  it("show the title in the member's language, or the name when it has none, as FileRow does", () => {
    expect(firstFileOf({ name: 'dosage-chart.pdf', title_shown: 'खुराक चार्ट' })).toEqual({
      title: 'खुराक चार्ट',
      name: 'dosage-chart.pdf',
    });
    expect(firstFileOf({ name: 'dosage-chart.pdf', title_shown: '' })).toEqual({
      title: 'dosage-chart.pdf',
      name: 'dosage-chart.pdf',
    });
  });

  it('leave a row of another shape to React', () => {
    expect(firstFileOf({ name: 'dosage-chart.pdf' })).toBeNull();
    expect(firstFileOf({ name: 3, title_shown: 'Chart' })).toBeNull();
    expect(firstFileOf('dosage-chart.pdf')).toBeNull();
  });
});

describe('the videos drawn before React', () => {
  const setup = videoCardsSetup();
  if (setup.kind !== 'videos') throw new Error('video cards expected');
  const video = {
    video_id: '4',
    title: 'Managing hypertension',
    trailer_link: 'https://player.example/trailer/4',
    link: 'https://player.example/full/4',
    thumbnail: 'hyper tension.jpg',
  };
  const videos: Array<[string, typeof video]> = [
    ['a trailer in a frame', video],
    ['no trailer: the thumbnail', { ...video, trailer_link: '' }],
    ["a trailer '#'", { ...video, trailer_link: '#' }],
    ['an http trailer', { ...video, trailer_link: 'http://player.example/t' }],
    ['an uploaded thumbnail', { ...video, trailer_link: '', thumbnail: 'upload:9' }],
    ['nothing to show, nothing to play', { ...video, trailer_link: '', thumbnail: '', link: 'javascript:alert(1)' }],
    ['an http full video', { ...video, trailer_link: ' ', link: 'http://player.example/full/4' }],
  ];
  for (const [name, row] of videos) {
    it(`equal VideoCard's card: ${name}`, () => {
      const trailer = frameSrc(row.trailer_link);
      const thumbnail = imageUrl('videos', row.thumbnail);
      expect(firstVideoOf(row, setup.to)).toEqual({
        title: row.title,
        ...(trailer ? { trailer } : thumbnail ? { thumbnail } : {}),
        playable: frameSrc(row.link) !== undefined,
      });
    });
  }

  it('leave a row of another shape to React', () => {
    expect(firstVideoOf({ ...video, video_id: 4 }, setup.to)).toBeNull();
    expect(firstVideoOf({ title: 'Managing hypertension' }, setup.to)).toBeNull();
  });
});

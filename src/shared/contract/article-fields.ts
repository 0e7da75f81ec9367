/**
 * The fields of the three article answers (answers.ts), all text. The rows drawn before React
 * (islands/first-screen/first-article-model.ts) check a row has them, so both follow the contract.
 */

/** An Article of GetArticles and SearchArticles. */
export const ARTICLE_FIELDS = [
  'article_id',
  'Atitle',
  'reference',
  'description',
  'journal_id',
  'therapy',
  'therapy_shown',
  'link',
] as const;

/** A JournalEntry of GetJournal. */
export const JOURNAL_ENTRY_FIELDS = [
  'article_id',
  'Jtitle',
  'description',
  'therapy',
  'therapy_shown',
  'link',
] as const;

/** A TherapyArticle of GetTherapyArticles. */
export const THERAPY_ARTICLE_FIELDS = ['article_id', 'Atitle', 'description', 'journal_id', 'link'] as const;

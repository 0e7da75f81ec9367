/** Catalogue calls: categories, sub-categories, therapies, focus, products, product search. */
import Type from 'typebox';
import type { Ok, OkStatus } from '../envelope.ts';
import type { Category, Product, SubCategory, TherapeuticFocus, Therapy } from './entities.ts';
import { ENDPOINTS } from './endpoints.ts';
import { defineCall, idText, legacyKey, requiredText, text } from './define.ts';

/** Element 0 of GetCategory: the member's stored focus, and its name in the member's language. */
export type StoredFocus = OkStatus & { therapeutic_focus: string; therapeutic_focus_shown: string };

/**
 * GetCategory answer: categories, banner id, popup link, feedback link, campaign link (elements 1–5); element 0 carries
 * the member's stored focus, so a device that kept an older one (switched on another device, or by staff) takes it.
 */
export type CategoryAnswer = [StoredFocus, Category[], string, string, string, string];

/** POST /GetCategory.php?therapeutic_focus=…: the home grid for a focus. */
export const getCategory = defineCall<CategoryAnswer>()({
  ...ENDPOINTS.getCategory,
  summary: 'Categories of the home grid for a therapeutic focus, with banner and links',
  query: Type.Object({ therapeutic_focus: Type.Optional(text(80)) }),
});

/** GetSubCategory answer: element 0 carries member_role. */
export type SubCategoryAnswer = [OkStatus & { member_role: string }, SubCategory[]];

/** GET /GetSubCategory.php: sub-categories of a category for a focus. */
export const getSubCategory = defineCall<SubCategoryAnswer>()({
  ...ENDPOINTS.getSubCategory,
  summary: 'Sub-categories of a category for a therapeutic focus',
  query: Type.Object({ category_id: idText, therapeutic_focus: Type.Optional(text(80)) }),
});

/** POST /GetTherapy.php: therapies of the sample grid. */
export const getTherapy = defineCall<Ok<Therapy[]>>()({
  ...ENDPOINTS.getTherapy,
  summary: 'Therapies whose products can be ordered as samples',
});

/** POST /GetAllTherapy.php: every therapeutic focus a member can switch to. */
export const getAllTherapy = defineCall<Ok<TherapeuticFocus[]>>()({
  ...ENDPOINTS.getAllTherapy,
  summary: 'Every therapeutic focus a member can switch to',
});

/** POST /SetTherapy.php: change the member's therapeutic focus. */
export const setTherapy = defineCall<Ok<{ Message: string }>>()({
  ...ENDPOINTS.setTherapy,
  summary: "Change the member's therapeutic focus (refused for member_role '24')",
  body: Type.Object({ ...legacyKey, therapeutic_focus: requiredText(80) }),
});

/** GET /GetProduct.php?title=…: products of a therapy. */
export const getProduct = defineCall<Ok<Product[]>>()({
  ...ENDPOINTS.getProduct,
  summary: 'Products of a therapy',
  query: Type.Object({ title: requiredText(120) }),
});

/** GET /Searchmoleculeproducts.php?searchedString=…: products by title or composition. */
export const searchProducts = defineCall<Ok<Product[]>>()({
  ...ENDPOINTS.searchProducts,
  summary: 'Products whose title or composition matches, ranked',
  query: Type.Object({ searchedString: requiredText(100) }),
});

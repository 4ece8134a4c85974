import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType, Subtype } from '#contract/shop.ts';
import {
  CATALOGUE_LANGUAGES,
  type CatalogueLanguage,
  type PERSONALISATION_FIELDS,
  type ProductInput,
  type StaffProduct,
} from '#contract/staff-catalogue.ts';

type FieldName = (typeof PERSONALISATION_FIELDS)[number];

export interface DraftVariant {
  /** A key for React while the variant has no uuid yet. */
  key: string;
  uuid?: string;
  sku: string;
  title: string;
  price: string;
  stock: string;
  /** "Size=M; Colour=red" */
  attrs: string;
  ordered: boolean;
}

export interface Draft {
  type: ProductType;
  sku: string;
  texts: Partial<Record<CatalogueLanguage, { name: string; description: string }>>;
  categories: string[];
  active: boolean;
  is_visible: boolean;
  sticky: boolean;
  subtype: Subtype;
  /** Each field the form asks for, and whether it must be filled. */
  fields: Partial<Record<FieldName, 'required' | 'optional'>>;
  variants: DraftVariant[];
}

let counter = 0;
export const newVariant = (sku = ''): DraftVariant => ({
  key: `new-${++counter}`,
  sku,
  title: '',
  price: '',
  stock: '0',
  attrs: '',
  ordered: false,
});

export function emptyDraft(): Draft {
  return {
    type: 'product',
    sku: '',
    texts: { en: { name: '', description: '' } },
    categories: [],
    active: true,
    is_visible: true,
    sticky: false,
    subtype: 'flyer',
    fields: { companyName: 'required', phone: 'optional', email: 'optional', logo: 'optional' },
    variants: [newVariant()],
  };
}

export function draftOf(product: StaffProduct): Draft {
  const texts: Draft['texts'] = {};
  for (const [code, text] of Object.entries(product.texts)) {
    texts[code as CatalogueLanguage] = { name: text.name, description: text.description };
  }
  return {
    type: product.type,
    sku: product.sku,
    texts,
    categories: product.categories,
    active: product.active,
    is_visible: product.is_visible,
    sticky: product.sticky,
    subtype: product.settings?.subtype ?? 'flyer',
    fields: Object.fromEntries((product.settings?.fields ?? []).map((f) => [f.name, f.group])),
    variants: product.variants.map((x) => ({
      key: x.uuid,
      uuid: x.uuid,
      sku: x.sku,
      title: x.title,
      price: String(x.price),
      stock: String(x.stock),
      attrs: x.attrs.map((a) => `${a.name}=${a.value}`).join('; '),
      ordered: x.ordered,
    })),
  };
}

export const filled = (text: { name: string } | undefined) => (text?.name.trim() ?? '') !== '';

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const WHOLE = /^-?\d{1,7}$/;

function parseAttrs(text: string): { name: string; value: string }[] | null {
  const out: { name: string; value: string }[] = [];
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [name, ...rest] = part.split('=');
    const value = rest.join('=').trim();
    if (!name?.trim() || !value) return null;
    out.push({ name: name.trim(), value });
  }
  return out.length <= 5 ? out : null;
}

export type DraftErrors = Record<string, MessageDescriptor[]>;

/** The draft as the call's body, or what is wrong with it (keys as the server's: `sku`, `variants.0.price`). */
export function checkDraft(draft: Draft): { input: ProductInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const add = (key: string, message: MessageDescriptor) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  if (!SKU.test(draft.sku.trim())) add('sku', msg`An SKU may hold letters, digits, dots, dashes and underscores.`);
  if (!filled(draft.texts.en)) add('texts.en', msg`Write the English name: the other languages fall back to it.`);
  const fields = Object.entries(draft.fields) as [FieldName, 'required' | 'optional'][];
  if (draft.type === 'personalised' && fields.length === 0) {
    add('settings', msg`A personalised print asks for at least one field.`);
  }
  if (draft.variants.length === 0) add('variants', msg`A product needs at least one variant.`);
  if (draft.type === 'card' && draft.variants.length > 1) add('variants', msg`A club card has exactly one variant.`);
  const skus = draft.variants.map((x) => x.sku.trim().toLowerCase());
  const variants = draft.variants.map((x, i) => {
    if (!SKU.test(x.sku.trim()))
      add(`variants.${i}.sku`, msg`An SKU may hold letters, digits, dots, dashes and underscores.`);
    else if (skus.indexOf(skus[i]!) !== i) add(`variants.${i}.sku`, msg`Two variants have this SKU.`);
    const price = Number(x.price);
    if (!WHOLE.test(x.price.trim())) add(`variants.${i}.price`, msg`The price must be a whole number.`);
    else if (draft.type === 'card' && price > 0) {
      add(`variants.${i}.price`, msg`A club card costs no points: its price is 0 or below (shown as free).`);
    } else if (draft.type !== 'card' && price < 1) add(`variants.${i}.price`, msg`The price must be at least 1 point.`);
    const stock = Number(x.stock);
    if (!/^\d{1,7}$/.test(x.stock.trim()))
      add(`variants.${i}.stock`, msg`The stock must be a whole number from 0 to 1,000,000.`);
    else if (stock > 1_000_000) add(`variants.${i}.stock`, msg`The stock must be a whole number from 0 to 1,000,000.`);
    const attrs = parseAttrs(x.attrs);
    if (!attrs) add(`variants.${i}.attrs`, msg`Write attributes as Name=Value; Name=Value (at most 5).`);
    return {
      ...(x.uuid ? { uuid: x.uuid } : {}),
      sku: x.sku.trim(),
      title: x.title.trim(),
      price,
      stock,
      attrs: attrs ?? [],
    };
  });
  if (Object.keys(errors).length > 0) return { errors };
  const texts: ProductInput['texts'] = {};
  for (const code of CATALOGUE_LANGUAGES) {
    const text = draft.texts[code];
    if (filled(text)) texts[code] = { name: text!.name.trim(), description: text!.description.trim() };
  }
  return {
    input: {
      type: draft.type,
      sku: draft.sku.trim(),
      texts,
      categories: draft.categories,
      active: draft.active,
      is_visible: draft.is_visible,
      sticky: draft.sticky,
      settings:
        draft.type === 'personalised'
          ? { subtype: draft.subtype, fields: fields.map(([name, group]) => ({ name, group })) }
          : null,
      variants,
    },
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The catalogue calls' own texts (contract/staff-catalogue.ts, server/services/staff/catalogue-desk*.ts), translated. */
const TEXTS: Record<string, MessageDescriptor> = {
  'Give the SKU.': msg`Give the SKU.`,
  'An SKU may be at most 64 characters.': msg`An SKU may be at most 64 characters.`,
  'An SKU may hold letters, digits, dots, dashes and underscores.': msg`An SKU may hold letters, digits, dots, dashes and underscores.`,
  'Write the English name: the other languages fall back to it.': msg`Write the English name: the other languages fall back to it.`,
  'A product needs at least one variant.': msg`A product needs at least one variant.`,
  'A club card has exactly one variant.': msg`A club card has exactly one variant.`,
  'A club card costs no points: its price is 0 or below (shown as free).': msg`A club card costs no points: its price is 0 or below (shown as free).`,
  'A club card costs no points: its price is 0 or below.': msg`A club card costs no points: its price is 0 or below (shown as free).`,
  'The price must be at least 1 point.': msg`The price must be at least 1 point.`,
  'Two variants have this SKU.': msg`Two variants have this SKU.`,
  'A personalised print needs what is printed (its subtype) and the fields its form asks for.': msg`A personalised print needs what is printed (its subtype) and the fields its form asks for.`,
  'A personalised print asks for at least one field.': msg`A personalised print asks for at least one field.`,
  'An SKU is taken in this region.': msg`An SKU is taken in this region.`,
  'The region has a category with this slug already.': msg`The region has a category with this slug already.`,
  'A slug holds lower-case letters, digits and dashes.': msg`A slug holds lower-case letters, digits and dashes.`,
  'Give the slug (the category’s address, for example tools).': msg`Give the slug (the category’s address, for example tools).`,
  'This product is not in the catalogue.': msg`This product is not in the catalogue.`,
  'This category is not in the catalogue.': msg`This category is not in the catalogue.`,
  'Upload a JPEG, PNG, WebP or AVIF picture.': msg`Upload a JPEG, PNG, WebP or AVIF picture.`,
  'The picture is too large.': msg`The picture is too large.`,
  'The picture is too small: at least 320 px on its shorter side.': msg`The picture is too small: at least 320 px on its shorter side.`,
  'A product may have at most 10 pictures: remove one first.': msg`A product may have at most 10 pictures: remove one first.`,
  'The file was not imported: correct the rows below.': msg`The file was not imported: correct the rows below.`,
  'The file has no rows below its header.': msg`The file has no rows below its header.`,
  'The file is empty.': msg`The file is empty.`,
  'The file is too large: at most 2 MB.': msg`The file is too large: at most 2 MB.`,
  'This column is not one of the export’s.': msg`This column is not one of the export’s.`,
  'The file lacks this column.': msg`The file lacks this column.`,
  'Give the product’s SKU: letters, digits, dots, dashes, underscores.': msg`Give the product’s SKU: letters, digits, dots, dashes, underscores.`,
  'Give the variant’s SKU: letters, digits, dots, dashes, underscores.': msg`Give the variant’s SKU: letters, digits, dots, dashes, underscores.`,
  'Use voucher, product, personalised or card.': msg`Use voucher, product, personalised or card.`,
  'Write 1 or 0.': msg`Write 1 or 0.`,
  'A description needs its name in the same language.': msg`A description needs its name in the same language.`,
  'The price must be a whole number of points.': msg`The price must be a whole number of points.`,
  'The stock must be a whole number from 0 to 1000000.': msg`The stock must be a whole number from 0 to 1,000,000.`,
  'Write attributes as Name=Value; Name=Value (at most 5).': msg`Write attributes as Name=Value; Name=Value (at most 5).`,
  'Add a new personalised print in the editor: it needs the fields its form asks for.': msg`Add a new personalised print in the editor: it needs the fields its form asks for.`,
  'This row’s quotes do not close.': msg`This row’s quotes do not close.`,
  'A product’s type cannot change: add a new product of the other type.': msg`A product’s type cannot change: add a new product of the other type.`,
  'The price must be a whole number.': msg`The price must be a whole number.`,
  'The stock must be a whole number.': msg`The stock must be a whole number.`,
  'The stock must be at least 0.': msg`The stock must be at least 0.`,
  'The product has no picture at this position.': msg`The product has no picture at this position.`,
  'This variant is not in the catalogue.': msg`This variant is not in the catalogue.`,
};

/** Texts with a SKU, a name or a row in them. */
function withValues(text: string): MessageDescriptor | undefined {
  let m = /^The SKU (.+) belongs to another product of the region \((.*)\)\.$/.exec(text);
  if (m) {
    const [, sku = '', name = ''] = m;
    return msg`The SKU ${sku} belongs to another product of the region (${name}).`;
  }
  m = /^Unknown category: (.+)\.$/.exec(text);
  if (m) {
    const [, slug = ''] = m;
    return msg`Unknown category: ${slug}.`;
  }
  m = /^Installers have ordered (.+): set its stock to 0 instead of removing it\.$/.exec(text);
  if (m) {
    const [, skus = ''] = m;
    return msg`Installers have ordered ${skus}: set its stock to 0 instead of removing it.`;
  }
  m = /^Row (\d+) has this variant SKU too\.$/.exec(text);
  if (m) {
    const [, row = ''] = m;
    return msg`Row ${row} has this variant SKU too.`;
  }
  m = /^This variant SKU belongs to the product (.+)\.$/.exec(text);
  if (m) {
    const [, product = ''] = m;
    return msg`This variant SKU belongs to the product ${product}.`;
  }
  m = /^The product columns differ from row (\d+), another row of this product\.$/.exec(text);
  if (m) {
    const [, row = ''] = m;
    return msg`The product columns differ from row ${row}, another row of this product.`;
  }
  m = /^The product (.+) is a (\w+): its type cannot change\.$/.exec(text);
  if (m) {
    const [, product = '', type = ''] = m;
    return msg`The product ${product} is a ${type}: its type cannot change.`;
  }
  return undefined;
}

/** One of the catalogue's texts, translated; undefined when it is not one. */
export function catalogueText(text: string): MessageDescriptor | undefined {
  return TEXTS[text] ?? withValues(text);
}

import {
  bookPriceLawApplies,
  type Locale,
  maxNewBookDiscountRate,
  type TDiscountInput,
  type TDiscountLawLimits,
  type TDiscountListQuery,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { inTransaction, type UniqueFields } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import { shippingCostCents } from '../../sales/shopping-cart/pricing.ts';
import type { Services } from '../../services.ts';
import { lawFindings, toLawNote } from './discount-law.ts';
import {
  countUses,
  deleteDiscount,
  findDiscount,
  insertDiscount,
  listDiscounts,
  productsByIds,
  protectedBooksReached,
  updateDiscount,
} from './discounts.repository.ts';
import type { DiscountRow } from './discounts.tables.ts';
import {
  discountSnapshot,
  discountTypeOptions,
  discountValues,
  limitationTypeOptions,
  toDiscount,
  toDiscountProduct,
} from './discounts.views.ts';

type DiscountUpdate = TDiscountInput & { id: number; version: number };

const discounts = audited({ entity: 'Discount', find: findDiscount, snapshot: discountSnapshot });
const uniqueCoupon: UniqueFields = {
  discounts_coupon_code_key: { propertyName: 'couponCode', message: 'couponCodeTaken' },
};

export const createDiscountsService = ({ db, client }: Services) => {
  /** Read at each call: the client's settings are the process's. */
  const lawApplies = () => bookPriceLawApplies(client);

  const view = async (executor: Executor, row: DiscountRow) => {
    const now = new Date();
    return toDiscount(
      row,
      await countUses(executor, row.id),
      await productsByIds(executor, row.assignedToProducts),
      now,
    );
  };

  /** The assigned products (400 when one is unknown), and the new books and ebooks the discount reaches. */
  const lawFacts = async (executor: Executor, input: TDiscountInput, now: Date) => {
    const assigned = await productsByIds(executor, input.assignedToProducts);
    const missing = input.assignedToProducts.filter((id) => !assigned.some((product) => product.id === id));
    if (missing.length > 0)
      throw new AppError('invalid', 'unknownProductIds', {
        params: { ids: missing.join(', ') },
        fields: [{ propertyName: 'assignedToProducts', message: 'unknownProductIds' }],
      });
    const products = assigned.map((product) => toDiscountProduct(product, now));
    const reached = products.filter((product) => product.isNewBook);
    const ebooksAssigned = products.filter((product) => product.nature === 'ebook');
    const ebooks = [...ebooksAssigned];
    const byProductsOnly =
      input.discountType === 'AppliesToItems' &&
      input.assignedToProducts.length > 0 &&
      input.assignedToCategories.length === 0 &&
      input.assignedToProductAttributes.length === 0;
    if (input.discountType !== 'AppliesToShipping' && !byProductsOnly) {
      const reach =
        input.discountType === 'AppliesToItems'
          ? {
              categories: input.assignedToCategories,
              subCategories: input.assignedToSubCategories,
              attributes: input.assignedToProductAttributes,
            }
          : { categories: [], subCategories: false, attributes: [] };
      for (const [nature, into] of [
        ['newBook', reached],
        ['ebook', ebooks],
      ] as const)
        for (const product of await protectedBooksReached(executor, reach, { now, nature }))
          if (!into.some((entry) => entry.id === product.id)) into.push(toDiscountProduct(product, now));
    }
    return { reached, ebooks, ebooksAssigned, byRule: !byProductsOnly };
  };

  const findings = async (executor: Executor, input: TDiscountInput, locale: Locale) => {
    const { reached, ebooks, ebooksAssigned, byRule } = await lawFacts(executor, input, new Date());
    const found = lawApplies()
      ? lawFindings(
          input,
          {
            newBooksReached: reached,
            ebooksReached: ebooks,
            ebooksAssigned,
            byRule,
            shippingCost: shippingCostCents,
          },
          locale,
        )
      : [];
    return { reached, ebooks, found };
  };

  /** Refuses, at the fields and naming the law, what the book-price laws forbid. */
  const checkLaw = async (executor: Executor, input: TDiscountInput, locale: Locale) => {
    const { found } = await findings(executor, input, locale);
    const violations = found.filter((finding) => finding.kind === 'violation');
    const [first] = violations;
    if (first)
      throw new AppError('invalid', first.key, {
        params: Object.assign({}, ...violations.map((violation) => violation.params)),
        fields: violations.map((violation) => ({
          propertyName: violation.propertyName,
          message: violation.key,
        })),
      });
  };

  return {
    list: async (query: TDiscountListQuery) => {
      const now = new Date();
      const { rows, totalCount } = await listDiscounts(db, query, now);
      const assigned = await productsByIds(db, [
        ...new Set(rows.flatMap((row) => row.discount.assignedToProducts)),
      ]);
      return {
        items: rows.map((row) => toDiscount(row.discount, row.usedTimes, assigned, now)),
        totalCount,
      };
    },

    get: async (id: number) => view(db, await discounts.read(db, id)),

    create: (input: TDiscountInput, by: SignedInUser | null, locale: Locale) =>
      inTransaction(db, uniqueCoupon, async (tx) => {
        await checkLaw(tx, input, locale);
        const row = await discounts.create(
          tx,
          by,
          async () => (await insertDiscount(tx, discountValues(input))).id,
        );
        return view(tx, row);
      }),

    update: (input: DiscountUpdate, by: SignedInUser | null, locale: Locale) =>
      inTransaction(db, uniqueCoupon, async (tx) => {
        await checkLaw(tx, input, locale);
        const row = await discounts.update(tx, by, input.id, () =>
          updateDiscount(tx, input.id, input.version, discountValues(input)),
        );
        return view(tx, row);
      }),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => discounts.removeAll(tx, by, ids, (_, id) => deleteDiscount(tx, id))),

    types: (locale: Locale) => discountTypeOptions(locale),
    limitationTypes: (locale: Locale) => limitationTypeOptions(locale),

    /** What the law allows for a discount as edited, and what saving it would be refused for. */
    lawLimits: async (input: TDiscountInput, locale: Locale): Promise<TDiscountLawLimits> => {
      const { reached, ebooks, found } = await findings(db, input, locale);
      return {
        applies: lawApplies(),
        maxNewBookRate: maxNewBookDiscountRate(input.restrictedToCustomerRoleId),
        newBooks: lawApplies() ? reached : [],
        ebooks: lawApplies() ? ebooks : [],
        notes: found.map((finding) => toLawNote(finding, locale)),
      };
    },
  };
};

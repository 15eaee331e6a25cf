import { queryKeysFactory } from '@/lib/query-keys.ts';

export const productsKeys = queryKeysFactory('products');
export const productOptionsKeys = queryKeysFactory('product-options');
export const facetsKeys = queryKeysFactory('catalog-facets');
export const picturesKeys = queryKeysFactory('product-pictures');
export const filesKeys = queryKeysFactory('product-files');
export const subjectsKeys = queryKeysFactory('product-subjects');
export const suppliesKeys = queryKeysFactory('product-supplies');
export const publisherPricesKeys = queryKeysFactory('publisher-prices');

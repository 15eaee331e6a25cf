import {
  blocConfiguration,
  blocTitleIn,
  blocWidthProblems,
  type Locale,
  type ParsedBody,
  type pageEndpoints,
  pageLayoutColumns,
  type TBloc,
  type TBlocSetting,
  type TPageLayout,
} from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import type { FieldError } from '../../http/app-error.ts';
import { mediaByIds } from './page-blocs.repository.ts';
import { catalogKindOf } from './page-blocs.service.ts';
import { isPicture } from './page-media.ts';
import { catalogListKinds, existingIdsIn, existingProductEans } from './pages.repository.ts';

export type BlocInput = ParsedBody<typeof pageEndpoints.create>['blocs'][number];

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The blocs as a page keeps them: the settings their type does not take emptied, those it needs
 * checked, HTML sanitised, every post, category, tag, book and catalogue list they name existing,
 * and their widths filling the rows of the layout's columns. Field errors name the bloc.
 */
export const checkedBlocs = async (
  tx: Executor,
  layout: TPageLayout,
  inputs: readonly BlocInput[],
  locale: Locale,
  html: { clean: boolean },
): Promise<{ blocs: TBloc[]; errors: FieldError[] }> => {
  const errors: FieldError[] = [];
  const titleOf = (index: number) => {
    const input = inputs[index];
    return input ? blocTitleIn(input, index, locale) : '';
  };
  for (const problem of blocWidthProblems(layout, inputs, titleOf))
    errors.push({ propertyName: problem.propertyName, message: problem.message, params: problem.params });

  const blocs = inputs.map((input): TBloc => {
    const { settings } = blocConfiguration[input.blocType];
    const takes = (setting: TBlocSetting) => settings.includes(setting);
    const automatic = takes('automaticRetrieve') && input.automaticRetrieve;
    const url = takes('url') && input.url ? input.url : null;
    return {
      column: input.column,
      width: input.width,
      blocType: input.blocType,
      localizations: input.localizations.map((text) => ({
        locale: text.locale,
        title: text.title,
        html: takes('html') ? sanitizedHtmlOrNull(text.html, html) : null,
      })),
      postType: takes('postType') ? input.postType : null,
      automaticRetrieve: automatic,
      maximum: takes('maximum') ? input.maximum : 6,
      order: takes('order') ? input.order : 'newest',
      postIds: takes('postIds') && !automatic ? unique(input.postIds) : [],
      categoryIds: takes('categoryIds') ? unique(input.categoryIds) : [],
      tagIds: takes('tagIds') ? unique(input.tagIds) : [],
      productEans: takes('productEans') ? unique(input.productEans) : [],
      mediaIds: takes('mediaIds') ? unique(input.mediaIds) : [],
      catalogListId: takes('catalogListId') ? input.catalogListId : null,
      url,
      isExternalUrl: url !== null && input.isExternalUrl,
    };
  });

  const missing = (bloc: TBloc, setting: TBlocSetting) => {
    switch (setting) {
      case 'html':
        return bloc.localizations.every((text) => text.html === null);
      case 'postIds':
        return bloc.postIds.length === 0;
      case 'tagIds':
        return bloc.tagIds.length === 0;
      case 'productEans':
        return bloc.productEans.length === 0;
      case 'mediaIds':
        return bloc.mediaIds.length === 0;
      default:
        return false;
    }
  };
  blocs.forEach((bloc, index) => {
    const required = [...blocConfiguration[bloc.blocType].required];
    // A Basic bloc's posts are chosen by hand unless it retrieves them.
    if (bloc.blocType === 'Basic' && !bloc.automaticRetrieve) required.push('postIds');
    for (const setting of required)
      if (missing(bloc, setting))
        errors.push({
          propertyName: `blocs.${index}.${setting === 'html' ? 'localizations' : setting}`,
          message: 'blocSettingRequired',
          params: { position: index + 1, title: titleOf(index) },
        });
  });

  const knownPosts = await existingIdsIn(tx, 'posts', unique(blocs.flatMap((bloc) => bloc.postIds)));
  const knownCategories = await existingIdsIn(
    tx,
    'categories',
    unique(blocs.flatMap((bloc) => bloc.categoryIds)),
  );
  const knownTags = await existingIdsIn(tx, 'tags', unique(blocs.flatMap((bloc) => bloc.tagIds)));
  const knownEans = await existingProductEans(tx, unique(blocs.flatMap((bloc) => bloc.productEans)));
  const library = new Map(
    (await mediaByIds(tx, unique(blocs.flatMap((bloc) => bloc.mediaIds)))).map((row) => [row.id, row]),
  );
  const listKinds = await catalogListKinds(
    tx,
    unique(blocs.flatMap((bloc) => (bloc.catalogListId === null ? [] : [bloc.catalogListId]))),
  );
  blocs.forEach((bloc, index) => {
    const at = `blocs.${index}`;
    bloc.postIds.forEach((id, rank) => {
      if (!knownPosts.has(id)) errors.push({ propertyName: `${at}.postIds.${rank}`, message: 'unknownPost' });
    });
    bloc.categoryIds.forEach((id, rank) => {
      if (!knownCategories.has(id))
        errors.push({ propertyName: `${at}.categoryIds.${rank}`, message: 'unknownCategory' });
    });
    bloc.tagIds.forEach((id, rank) => {
      if (!knownTags.has(id)) errors.push({ propertyName: `${at}.tagIds.${rank}`, message: 'unknownTag' });
    });
    bloc.mediaIds.forEach((id, rank) => {
      const found = library.get(id);
      if (!found || !isPicture(found))
        errors.push({
          propertyName: `${at}.mediaIds.${rank}`,
          message: found ? 'carouselNotPicture' : 'unknownMedia',
        });
    });
    bloc.productEans.forEach((ean, rank) => {
      if (!knownEans.has(ean))
        errors.push({ propertyName: `${at}.productEans.${rank}`, message: 'unknownProduct' });
    });
    if (bloc.catalogListId !== null) {
      const kind = listKinds.get(bloc.catalogListId);
      if (kind === undefined)
        errors.push({ propertyName: `${at}.catalogListId`, message: 'unknownCatalogList' });
      else if (kind !== (catalogKindOf as Partial<Record<TBloc['blocType'], string>>)[bloc.blocType])
        errors.push({ propertyName: `${at}.catalogListId`, message: 'catalogListWrongType' });
    }
  });
  return { blocs, errors };
};

/** The rows each column of `layout` makes of `blocs`, as bloc indexes (what the builder draws). */
export const blocRows = (layout: TPageLayout, blocs: readonly Pick<TBloc, 'column' | 'width'>[]) =>
  pageLayoutColumns[layout].map(({ column, width: capacity }) => {
    const rows: number[][] = [];
    let row: number[] = [];
    let filled = 0;
    blocs.forEach((bloc, index) => {
      if (bloc.column !== column) return;
      if (filled + bloc.width > capacity && row.length > 0) {
        rows.push(row);
        row = [];
        filled = 0;
      }
      row.push(index);
      filled += bloc.width;
      if (filled >= capacity) {
        rows.push(row);
        row = [];
        filled = 0;
      }
    });
    if (row.length > 0) rows.push(row);
    return { column, rows };
  });

import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query-options factory of one entity by id (its query key typed as the factory makes it). */
export type EntityQueryOptions<E, K extends QueryKey = QueryKey> = (
  id: number,
) => UseSuspenseQueryOptions<E, Error, E, K>;

const Loaded = <E, K extends QueryKey>({
  options,
  id,
  form,
}: {
  options: EntityQueryOptions<E, K>;
  id: number;
  form: (entity: E) => ReactNode;
}) => form(useSuspenseQuery(options(id)).data);

/**
 * A detail screen's `?id=`: loads the entity (the route's suspense shows the wait) and renders its
 * form, or the empty form to create one. Each id gets a fresh form.
 */
export const DetailById = <E, K extends QueryKey>({
  id,
  query,
  form,
}: {
  id: number | undefined;
  query: EntityQueryOptions<E, K>;
  form: (entity: E | undefined) => ReactNode;
}) => (id ? <Loaded key={id} id={id} options={query} form={form} /> : <NewForm key="new" form={form} />);

const NewForm = <E,>({ form }: { form: (entity: E | undefined) => ReactNode }) => form(undefined);

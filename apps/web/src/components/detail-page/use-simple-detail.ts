import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { confirmAction } from '@/components/confirm.ts';
import { type DetailForm, useDetailForm } from '@/components/form/use-detail-form.ts';
import type { EntityQueryOptions } from './detail-by-id.tsx';
import type { DetailFormFrameProps } from './detail-form-frame.tsx';

interface Versioned {
  id: number;
  version: number;
}

type Values = Record<string, unknown>;

export interface SimpleDetailOptions<
  E extends Versioned,
  V extends Values,
  B extends object,
  K extends QueryKey,
> {
  /** The entity as loaded; none creates one. */
  entity: E | undefined;
  schemas: { create: z.ZodType; update: z.ZodType };
  valuesOf: (entity: E | undefined) => V;
  /** The form's values as the API takes them, without id and version. */
  toBody: (values: V, current: E | undefined) => B;
  /** The entity's query: a 409's reload fetches it afresh. */
  query: EntityQueryOptions<E, K>;
  save: { mutateAsync: (body: B | (B & Versioned)) => Promise<E>; isPending: boolean };
  remove: { mutateAsync: (ids: number[]) => Promise<unknown> };
  /** Where a created entity opens (its detail, `replace`d), and where a deleted one leaves to. */
  onCreated: (id: number) => Promise<unknown>;
  onDeleted: () => Promise<unknown>;
}

export interface SimpleDetail<E extends Versioned, V extends Values> {
  detail: DetailForm<V>;
  /** The entity as last saved or reloaded; undefined while creating. */
  current: E | undefined;
  /**
   * The entity moved on by an action of its own (a product's supply): its new version is the base of
   * the next save, its values come into the form, and what I had typed over the others stays.
   */
  adopt: (saved: E) => void;
  /** What the frame takes: spread it into `DetailFormFrame`. */
  frame: Pick<DetailFormFrameProps<V>, 'detail' | 'onSubmit' | 'saving' | 'isNew' | 'onReload' | 'onDelete'>;
}

/**
 * The story of a detail screen on a versioned entity: save sends the version it was based on and
 * puts the saved one in the form, create opens the new entity, a 409 reloads the saved version,
 * delete asks "Are you sure ?" and goes back to the list.
 */
export const useSimpleDetail = <E extends Versioned, V extends Values, B extends object, K extends QueryKey>(
  options: SimpleDetailOptions<E, V, B, K>,
): SimpleDetail<E, V> => {
  const { valuesOf, toBody, save } = options;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(options.entity);
  const bodyOf = (values: V) =>
    current
      ? { ...toBody(values, current), id: current.id, version: current.version }
      : toBody(values, current);
  const detail = useDetailForm<V>(
    current ? options.schemas.update : options.schemas.create,
    valuesOf(current),
    bodyOf,
  );

  const onSubmit = detail.submit(async (values) => {
    const saved = await save.mutateAsync(bodyOf(values));
    if (current) {
      setCurrent(saved);
      detail.reset(valuesOf(saved));
      return;
    }
    detail.allowLeave();
    await options.onCreated(saved.id);
  });
  const onReload = async () => {
    if (!current) return;
    const fresh = await queryClient.fetchQuery({ ...options.query(current.id), staleTime: 0 });
    setCurrent(fresh);
    detail.reset(valuesOf(fresh));
  };
  const adopt = (saved: E) => {
    const before = valuesOf(current);
    const typed = detail.form.getValues();
    detail.reset(valuesOf(saved));
    for (const [name, value] of Object.entries(typed))
      if (JSON.stringify(value) !== JSON.stringify(before[name]))
        detail.form.setFieldValue(name, value as never);
    setCurrent(saved);
  };
  const onDelete = async () => {
    if (!current || !(await confirmAction())) return;
    await options.remove.mutateAsync([current.id]);
    detail.allowLeave();
    await options.onDeleted();
  };

  return {
    detail,
    current,
    adopt,
    frame: {
      detail,
      onSubmit,
      saving: save.isPending,
      isNew: !current,
      onReload,
      onDelete: current ? () => void onDelete() : undefined,
    },
  };
};

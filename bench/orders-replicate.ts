/**
 * Grows the demo orders to bench size fast: the orders `seedDemoOrders` wrote (every path, real
 * totals) are copied `copies` times by SQL alone, each copy with its own customers (another email),
 * numbers, lines, payments, packages and messages. Writing a million orders through the seed's own
 * code would take an hour; copying them takes minutes and keeps their shape.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../apps/api/src/db/database.ts';

type Overrides = Record<string, string>;

const columnsOf = async (executor: Executor, table: string) =>
  (
    await executor.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
    )
  ).rows.map((row) => row.column_name);

/** Copies every row of `table` once per copy 1..copies; `overrides` gives a column's value from `k`. */
const copyRows = async (executor: Executor, table: string, copies: number, overrides: Overrides) => {
  const columns = await columnsOf(executor, table);
  const quoted = columns.map((column) => `"${column}"`).join(', ');
  const values = columns.map((column) => overrides[column] ?? `t."${column}"`).join(', ');
  await executor.execute(
    sql.raw(`insert into ${table} (${quoted})
             select ${values} from ${table} t cross join generate_series(1, ${copies}) as k`),
  );
  await executor.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
  );
};

const maxId = async (executor: Executor, table: string) =>
  Number(
    (await executor.execute<{ max: number }>(sql.raw(`select max(id) as max from ${table}`))).rows[0]?.max ??
      0,
  );

export const replicateOrders = async (executor: Executor, copies: number) => {
  if (copies < 1) return;
  const customers = await maxId(executor, 'customers');
  const documents = await maxId(executor, 'documents');
  const items = await maxId(executor, 'document_items');
  const payments = await maxId(executor, 'document_payments');
  const packages = await maxId(executor, 'document_packages');
  const messages = await maxId(executor, 'document_messages');
  const shift = (column: string, by: number) =>
    `case when t.${column} is null then null else t.${column} + k * ${by} end`;

  await copyRows(executor, 'customers', copies, {
    id: `t.id + k * ${customers}`,
    email: `replace(t.email, '@', '.' || k || '@')`,
  });
  // Numbers keep their form (CO-2026-000042): copy k adds k × the highest serial given.
  const serials = Number(
    (await executor.execute<{ last: number }>(sql`select max(last) as last from document_counters`)).rows[0]
      ?.last ?? 0,
  );
  await copyRows(executor, 'documents', copies, {
    id: `t.id + k * ${documents}`,
    customer_id: shift('customer_id', customers),
    parent_id: shift('parent_id', documents),
    number: `split_part(t.number, '-', 1) || '-' || split_part(t.number, '-', 2) || '-' ||
             lpad((split_part(t.number, '-', 3)::int + k * ${serials})::text, 6, '0')`,
    idempotency_key: `case when t.idempotency_key is null then null else t.idempotency_key || '-' || k end`,
  });
  await copyRows(executor, 'document_items', copies, {
    id: `t.id + k * ${items}`,
    document_id: `t.document_id + k * ${documents}`,
  });
  await copyRows(executor, 'document_payments', copies, {
    id: `t.id + k * ${payments}`,
    document_id: `t.document_id + k * ${documents}`,
  });
  await copyRows(executor, 'document_packages', copies, {
    id: `t.id + k * ${packages}`,
    document_id: `t.document_id + k * ${documents}`,
    delivery_document_id: shift('delivery_document_id', documents),
    item_ids: `array(select item + k * ${items} from unnest(t.item_ids) as item)`,
  });
  await copyRows(executor, 'document_messages', copies, {
    id: `t.id + k * ${messages}`,
    document_id: `t.document_id + k * ${documents}`,
  });
  await executor.execute(sql`update document_counters set last = last + ${copies * serials}`);
};

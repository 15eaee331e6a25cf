import { customerEndpoints, documentEndpoints, storeEndpoints } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { insertDemoProducts } from './demo-products.ts';

const today = new Date();

describe('the demo orders', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 300, seed: 5, today });
    await seedDemoOrders(api.services.db, { orders: 400, customers: 120, seed: 5, today });
  });
  afterAll(() => api.close());
  const asAdmin = () => ({ token: api.adminToken });

  it('when the demo shop is seeded, then its orders take every path, delivered and collected, some cancelled', async () => {
    const count = async (query: Record<string, string>) =>
      (await api.call(documentEndpoints.list, { query: { ...query, pageSize: 1 }, ...asAdmin() })).output
        .totalCount;
    expect(await count({})).toBe(400);
    for (const status of ['AwaitingPayment', 'Processing', 'Shipped', 'Complete', 'Cancelled'])
      expect(await count({ status }), status).toBeGreaterThan(0);
    expect(await count({ paymentStatus: 'PartiallyRefunded' })).toBeGreaterThan(0);
    expect(await count({ shippingMethod: 'Pickup', status: 'Complete' })).toBeGreaterThan(0);
    expect(await count({ documentType: 'Invoice' })).toBeGreaterThan(0);
  });

  it('when a delivered demo order is opened, then it has its package, its invoice and nothing left to ship, cancel or deliver', async () => {
    const [order] = (
      await api.call(documentEndpoints.list, {
        query: { status: 'Complete', shippingMethod: 'Home', pageSize: 1 },
        ...asAdmin(),
      })
    ).output.items;
    const detail = (await api.call(documentEndpoints.full, { query: { id: order?.id ?? 0 }, ...asAdmin() }))
      .output;
    expect(detail.packages.map((parcel) => parcel.status)).toEqual(['Delivered']);
    expect(detail.relatedDocuments.map((document) => document.documentType).sort()).toEqual([
      'Delivery',
      'Invoice',
    ]);
    const moves = ['ValidatePayment', 'ShippItems', 'CancelItems', 'DeliveryPackage', 'NotifyPicking'];
    expect(detail.allowedActions.filter((action) => moves.includes(action))).toEqual([]);
  });

  it('when the demo shop is seeded, then customers carry their orders and the stores are there', async () => {
    const [best] = (
      await api.call(customerEndpoints.list, { query: { sort: '-totalSpent', pageSize: 1 }, ...asAdmin() })
    ).output.items;
    expect(best?.ordersCount).toBeGreaterThan(0);
    expect(best?.totalSpent).toBeGreaterThan(0);
    expect((await api.call(storeEndpoints.list, asAdmin())).output).toHaveLength(2);
  });

  it("when the demo shop is seeded, then its readers have tastes: a few best-sellers, each customer mostly within one or two genres, an author's books bought by the same readers", async () => {
    const figure = async (query: ReturnType<typeof sql>) =>
      Number((await api.services.db.execute<{ share: number }>(query)).rows[0]?.share ?? 0);
    // The tenth of the books that sell best: a fifth of the copies if books sold alike, more here.
    const bestSellers = await figure(sql`
      with sold as (
        select product_id, sum(quantity) as copies from document_items
        join documents on documents.id = document_items.document_id where documents.type = 'Order' group by 1
      ), ranked as (
        select copies, row_number() over (order by copies desc) as rank, count(*) over () as books from sold
      )
      select (sum(copies) filter (where rank <= books / 10))::float / sum(copies) as share from ranked`);
    expect(bestSellers).toBeGreaterThan(0.28);
    // Customers with five books or more: the share of them in their two genres (8 genres in all).
    const twoGenres = await figure(sql`
      with lines as (
        select documents.customer_id, products.categories->0->>'code' as genre from documents
        join document_items on document_items.document_id = documents.id
        join products on products.id = document_items.product_id where documents.type = 'Order'
      ), genres as (
        select customer_id, count(*) as books,
          row_number() over (partition by customer_id order by count(*) desc, genre) as rank
        from lines group by customer_id, genre
      )
      select avg(top::float / books) as share from (
        select customer_id, sum(books) as books, sum(books) filter (where rank <= 2) as top
        from genres group by 1 having sum(books) >= 5) as readers`);
    expect(twoGenres).toBeGreaterThan(0.7);
    // A book by an author of several: how often its buyer bought another of theirs too.
    const sameAuthor = await figure(sql`
      with bought as (
        select distinct documents.customer_id, products.id as product_id, author->>'name' as author
        from documents join document_items on document_items.document_id = documents.id
        join products on products.id = document_items.product_id
        cross join jsonb_array_elements(products.authors) as author
        where documents.type = 'Order' and author->>'role' = 'A01'
      ), prolific as (
        select author->>'name' as author from products cross join jsonb_array_elements(products.authors) as author
        where author->>'role' = 'A01' group by 1 having count(*) > 1
      )
      select avg(case when exists (
        select 1 from bought as other where other.customer_id = bought.customer_id
          and other.author = bought.author and other.product_id <> bought.product_id) then 1 else 0 end) as share
      from bought where author in (select author from prolific)`);
    expect(sameAuthor).toBeGreaterThan(0.25);
  });
});

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mails } from '../../mails/mails.tables.ts';
import { users } from '../../users/users.tables.ts';

/** What visitors write through the site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['Pending', 'Progress', 'Solved'] })
      .notNull()
      .default('Pending'),
    question: text('question', {
      enum: ['Order', 'Delivery', 'Return', 'BookSearch', 'Account', 'Other'],
    }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_status_idx').on(table.status, table.createdAt),
    index('contact_messages_email_idx').on(sql`lower(${table.email})`),
  ],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Staff answers to a contact message; each one is a mail of the mail log. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_message_replies_message_idx').on(table.messageId)],
);
export type ContactMessageReplyRow = typeof contactMessageReplies.$inferSelect;

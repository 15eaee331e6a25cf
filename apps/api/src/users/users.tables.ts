import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['Unknown', 'Male', 'Female'] })
      .notNull()
      .default('Unknown'),
    mobilePhone: text('mobile_phone'),
    company: text('company'),
    locale: text('locale', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    claims: text('claims').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${table.userName})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    claims: text('claims').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('roles_name_key').on(sql`lower(${table.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_idx').on(table.roleId),
  ],
);

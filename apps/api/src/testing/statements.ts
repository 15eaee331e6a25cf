import { readFileSync } from 'node:fs';
import type { Db } from '../db/database.ts';

interface QueryLogger {
  logQuery: (query: string, params: unknown[]) => void;
}
/** Drizzle's session: its logger, and the options each transaction's session is made from. */
type LoggedSession = { session: { options: { logger?: QueryLogger }; logger: QueryLogger } };

/** The statement with what its parentheses hold taken out: a select's own `from`, not a subquery's. */
const outerLevel = (text: string) => {
  let depth = 0;
  let outer = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0) outer += char;
  }
  return outer;
};

/** `select documents`, `update document_items`, `insert pgboss.job_common`: what a statement does, to what. */
export const statementKind = (sql: string) => {
  const text = outerLevel(sql.trim().replace(/\s+/g, ' '));
  const verb = (text.split(' ')[0] ?? '').toLowerCase();
  const table =
    verb === 'select'
      ? /\bfrom "?([\w.]+)"?/i.exec(text)?.[1]
      : /^(?:insert into|update|delete from) "?([\w.]+)"?/i.exec(text)?.[1];
  return `${verb} ${table ?? '?'}`;
};

/**
 * The SQL statements the API's code sends through drizzle while `run` runs, transactions included
 * (their BEGIN and COMMIT aside), each as its `statementKind`: what a trace of docs/state-machines.md counts.
 */
export const statementsOf = async (db: Db, run: () => Promise<unknown>) => {
  const { session } = db as unknown as LoggedSession;
  const statements: string[] = [];
  // node-postgres sends a transaction's BEGIN and COMMIT through the log too; PGlite does not.
  const control = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
  const logger: QueryLogger = {
    logQuery: (query) => {
      if (!control.test(query)) statements.push(statementKind(query));
    },
  };
  const before = { option: session.options.logger, own: session.logger };
  session.options.logger = logger;
  session.logger = logger;
  try {
    await run();
  } finally {
    session.options.logger = before.option;
    session.logger = before.own;
  }
  return statements;
};

/**
 * The statements with each run of consecutive reads sorted: reads made at once (`Promise.all`) reach
 * the database in an order each engine chooses.
 */
export const withReadsSorted = (statements: readonly string[]) => {
  const sorted: string[] = [];
  let reads: string[] = [];
  for (const statement of [...statements, '']) {
    if (statement.startsWith('select ')) {
      reads.push(statement);
      continue;
    }
    sorted.push(...reads.sort());
    reads = [];
    if (statement) sorted.push(statement);
  }
  return sorted;
};

/** The count a trace of docs/state-machines.md gives: `**N hops, M SQL statements**` under its heading. */
export const documentedTrace = (heading: string) => {
  const text = readFileSync(new URL('../../../../docs/state-machines.md', import.meta.url), 'utf8');
  const start = text.indexOf(`### ${heading}`);
  const count = /\*\*(\d+) hops, (\d+) SQL statements\*\*/.exec(text.slice(start));
  if (start < 0 || !count) throw new Error(`docs/state-machines.md has no trace "${heading}" with its count`);
  return { hops: Number(count[1]), statements: Number(count[2]) };
};

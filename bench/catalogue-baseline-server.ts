// The baseline of the filtered class list: a bare Fastify route per filtered URL that sends the
// store the app's own statement for it (its text and parameters, captured from the app's query builder by
// bench/catalogue.ts), turns the rows into the same JSON as the app by hand, and lets Fastify serialise and
// compress it (the app's compression settings). No hooks, schemas, validation or cache. Started by
// bench/catalogue.ts as a child process, on the app's PostgreSQL database or a copy of its PGlite folder.
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readFileSync } from 'node:fs';

export interface CatalogueStatement {
  /** The URL the app answers, path and query, as the load generator asks for it. */
  url: string;
  text: string;
  params: unknown[];
}

const statements = JSON.parse(
  readFileSync(process.env.BENCH_CATALOGUE_STATEMENTS!, 'utf8'),
) as CatalogueStatement[];
const byUrl = new Map(statements.map((s) => [s.url, s]));

type Row = unknown[];
let query: (text: string, params: unknown[]) => Promise<Row[]>;
let close: () => Promise<void>;
if (process.env.BENCH_BASELINE_DATABASE_URL) {
  // As large a pool as the app's.
  const pool = new pg.Pool({ connectionString: process.env.BENCH_BASELINE_DATABASE_URL, max: 10 });
  query = async (text, values) => (await pool.query<Row>({ text, values, rowMode: 'array' })).rows;
  close = () => pool.end();
} else {
  const db = await PGlite.create(process.env.BENCH_BASELINE_PGLITE_DIR!);
  query = async (text, params) => (await db.query<Row>(text, params, { rowMode: 'array' })).rows;
  close = () => db.close();
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string | Date).toISOString());

/** A row of the app's class list statement (its columns in the order of the repository's classColumns). */
function toClass(row: Row) {
  const [id, name, priceCents, img, instructor, instructorName, availableSeats, students, status, feedback] =
    row;
  const [language, level, description, format, address, timeZone, schedule, first, last, weekStarts] =
    row.slice(10);
  return {
    _id: id,
    name,
    price: (priceCents as number) / 100,
    img,
    instructor,
    instructorName,
    availableSeats,
    students,
    status,
    feedback,
    language,
    level,
    description,
    format,
    address,
    timeZone,
    schedule,
    firstSessionAt: iso(first),
    lastSessionAt: iso(last),
    weekStarts: weekStarts === null ? null : (weekStarts as string).split(','),
  };
}

const app = Fastify({ logger: false });
await app.register(compress, { threshold: 1024 });
app.get('/api/health', async () => ({ status: 'ok', db: 'up' }));
app.get('/api/classes', async (request, reply) => {
  const statement = byUrl.get(request.url);
  if (!statement) return reply.code(404).send({ error: { code: 'not_found', message: 'not a bench URL' } });
  return (await query(statement.text, statement.params)).map(toClass);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(
    signal,
    () =>
      void app
        .close()
        .then(close)
        .then(() => process.exit(0)),
  );
}

import pg from 'pg';

/** The address of another database on the same PostgreSQL server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const changed = new URL(url);
  changed.pathname = `/${database}`;
  return changed.toString();
}

/** Runs one statement on its own connection, closed before it answers: CREATE and DROP DATABASE. */
export async function asPostgresAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * `npm run seed:demo`: puts the demo (accounts, serials, catalogue, content, projects, orders) into the database the
 * environment names, migrating it first. Development and test servers seed it on their own when they find an empty
 * database; production never does (decision 0264), so a production database gets it only from this command, and only
 * with `-- --production` said out loud. On PGlite, run it while the server is stopped (one process owns the files).
 */
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { EnvError, loadEnv } from '../env.ts';

async function main(argv: string[]): Promise<number> {
  const env = loadEnv();
  if (env.nodeEnv === 'production' && !argv.includes('--production')) {
    console.error(
      'NODE_ENV is production: the demo adds known accounts with points and free serials to this database.\n' +
        'Run `npm run seed:demo -- --production` if that is really what you want.',
    );
    return 1;
  }
  const db = await openDb(env);
  try {
    await migrate(db, (line) => console.log(line));
    const seeded = await seedDemo(db);
    console.log(seeded ? '[db] seeded demo data' : '[db] the demo data is already there: nothing changed');
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  });

/**
 * `npm run seed:demo`: puts the demo (accounts, serials, catalogue, content, projects, orders) into the database the
 * environment names, migrating it first. Development and test servers seed it on their own when they find an empty
 * database; production never does (decision 0264), so a production database gets it only from this command, and only
 * with `-- --production` said out loud. On PGlite, run it while the server is stopped (one process owns the files).
 *
 * What it does to the database (migrations, the seed) is logged as the server logs it, JSON lines (decision 0273): a
 * deploy's log holds them beside the server's. What it says to the person who typed it (the refusal, a bad
 * environment) is plain text.
 */
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createLogger } from '../log.ts';

async function main(argv: string[]): Promise<number> {
  const env = loadEnv();
  if (env.nodeEnv === 'production' && !argv.includes('--production')) {
    console.error(
      'NODE_ENV is production: the demo adds known accounts with points and free serials to this database.\n' +
        'Run `npm run seed:demo -- --production` if that is really what you want.',
    );
    return 1;
  }
  const logger = createLogger({ level: env.logLevel });
  const db = await openDb(env, logger);
  try {
    await migrate(db, logger);
    // The demo's staff accounts (known addresses) stay out of production even when the demo is asked for there.
    const seeded = await seedDemo(db, { staff: env.nodeEnv !== 'production' });
    logger.info(
      { component: 'db', seeded },
      seeded ? 'seeded demo data' : 'the demo data is already there: nothing changed',
    );
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

import type { Queryable } from '../db.ts';
import { seedDemoProjects } from './seed-projects-demo.ts';
import { seedProductRegistry, seedProjectSurvey } from './seed-projects-registry.ts';
import { seedTiers } from './seed-tiers.ts';

/** Product registry, basic points, project survey, tiers, and the demo companies' projects and scans. */
export async function seedProjects(tx: Queryable, now: Date = new Date()): Promise<void> {
  await seedProductRegistry(tx);
  await seedProjectSurvey(tx);
  await seedTiers(tx);
  await seedDemoProjects(tx, now);
}

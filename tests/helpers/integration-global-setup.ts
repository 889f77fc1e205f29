import { register } from 'tsx/esm/api';
import type { TestProject } from 'vitest/node';
import { resolveServiceUrls } from '../../scripts/lib/service-urls';
import { createTemplateDatabase, dropDatabase } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // Global setup runs outside Vite's transform; let Node import the .ts migrations.
  register();
  const services = await resolveServiceUrls();
  const templateDatabase = await createTemplateDatabase(services.databaseUrl);
  project.provide('databaseUrl', services.databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    await dropDatabase(services.databaseUrl, templateDatabase);
    await services.stop();
  };
}

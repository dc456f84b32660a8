// Vitest globalSetup for the api project: migrates one template database per run (see
// test-database.ts) and removes it when the run ends.
import type { TestProject } from 'vitest/node';
import { prepareTestDatabaseTemplate } from './test-database.ts';

export default async function setup(project: TestProject) {
  const { template, dispose } = await prepareTestDatabaseTemplate();
  project.provide('scoutTestDatabaseTemplate', template);
  return dispose;
}

// Types of api-suites.mjs for the API suite's check (apps/api/test/suite-stores.test.ts).
export interface Marker {
  choice: string;
  reason: string;
}

export interface Markers {
  stores: Marker | null;
  files: Marker | null;
  problems: string[];
}

export interface ApiSuite extends Markers {
  path: string;
  source: string;
}

export function readMarkers(source: string): Markers;
export function apiSuites(): ApiSuite[];
export function postgresSuites(): string[];
export function s3Suites(): string[];

export * from './team-messages';
export * from './team-schemas';

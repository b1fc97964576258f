/**
 * The questionnaire engine: versioned question sets with show-when conditions and derived values,
 * answers kept apart from names (`@portal/shared-contracts/questionnaire`). PSOS's survey
 * instrument is its first user; dispute resolution's satisfaction surveys and monitoring's
 * file-review questionnaire are written on it too. Each application keeps its versions and
 * answers in its own schema, in the kit's table shape (`services/kit/src/questionnaires/`).
 */
export * from './conditions';
export * from './definition';
export * from './answers';
export * from './schemas';

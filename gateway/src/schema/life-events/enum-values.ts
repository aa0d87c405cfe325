// The REST values of the life-events domain's enums (shared/enum-values.ts says why).
import type { RestValueOf } from '../shared/enum-values.js';
import type { LifeEventParent } from './mappers.js';

export const lifeEventEnumValues = {
  LifeEventStatus: { OPEN: 'open', CLOSED: 'closed' },
} as const satisfies {
  LifeEventStatus: Record<string, LifeEventParent['status']>;
};

export type LifeEventStatus = RestValueOf<typeof lifeEventEnumValues.LifeEventStatus>;

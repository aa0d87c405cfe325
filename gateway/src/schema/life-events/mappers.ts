// What the life-events domain's types receive as their parent: the REST shapes the api answers.
import type { LifeEvent, LifeEventType } from '@portal/contract/life-events';

export type LifeEventParent = LifeEvent;

export type LifeEventTypeParent = LifeEventType;

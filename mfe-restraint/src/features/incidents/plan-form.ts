import { array, object } from 'yup';
import { FieldMessages } from '@portal/shared-contracts';
import {
  FindingLimits,
  PLAN_ITEM_ACTIONS,
  PLAN_ITEM_STATUSES,
  type PlanItem,
  type PlanItemAction,
  type PlanItemInput,
  type PlanItemStatus,
} from '@portal/shared-contracts/findings';
import { fieldRules } from '@portal/shared-contracts/sdk';

/** A plan item as the form holds it: unanswered choices are null. */
export interface PlanItemValues {
  action: PlanItemAction | null;
  description: string;
  owner: string;
  targetDate: string | null;
  status: PlanItemStatus | null;
}

export const newPlanItem = (): PlanItemValues => ({
  action: null,
  description: '',
  owner: '',
  targetDate: null,
  status: PLAN_ITEM_STATUSES[0],
});

export const planItemValues = (items: PlanItem[]): PlanItemValues[] =>
  items.length
    ? items.map(({ action, description, owner, targetDate, status }) => ({ action, description, owner, targetDate, status }))
    : [newPlanItem()];

export const planItemsSchema = object({
  items: array(
    object({
      action: fieldRules.fromList(PLAN_ITEM_ACTIONS).nullable().required(FieldMessages.selectFromList),
      description: fieldRules.required().concat(fieldRules.maxLength(FindingLimits.itemText)),
      owner: fieldRules.required().concat(fieldRules.maxLength(FindingLimits.owner)),
      targetDate: fieldRules.date().required(FieldMessages.required),
      status: fieldRules.fromList(PLAN_ITEM_STATUSES).nullable().required(FieldMessages.selectFromList),
    }),
  ).max(FindingLimits.items),
});

export const toPlanItems = (items: PlanItemValues[]): PlanItemInput[] =>
  items.map((item) => ({
    action: item.action!,
    description: item.description.trim(),
    owner: item.owner.trim(),
    targetDate: item.targetDate!,
    status: item.status!,
  }));

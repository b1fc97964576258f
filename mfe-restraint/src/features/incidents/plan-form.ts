import { array, object } from 'yup';
import { FieldMessages } from '@portal/shared-contracts';
import { fieldRules } from '@portal/shared-contracts/sdk';
import { PLAN_ITEM_ACTIONS, type PlanItem, type PlanItemAction } from '../../api/plans';
import { PlanTexts } from './plan-texts';

/** A plan item as the form holds it: unanswered choices are null. */
export interface PlanItemValues {
  action: PlanItemAction | null;
  owner: string;
  targetDate: string | null;
  status: string | null;
}

export const newPlanItem = (): PlanItemValues => ({ action: null, owner: '', targetDate: null, status: PlanTexts.itemStatuses[0] });

export const planItemsSchema = object({
  items: array(
    object({
      action: fieldRules.fromList(PLAN_ITEM_ACTIONS).nullable().required(FieldMessages.selectFromList),
      owner: fieldRules.required().concat(fieldRules.maxLength(200)),
      targetDate: fieldRules.date().required(FieldMessages.required),
      status: fieldRules.fromList(PlanTexts.itemStatuses).nullable().required(FieldMessages.selectFromList),
    }),
  ),
});

export const toPlanItems = (items: PlanItemValues[]): PlanItem[] =>
  items.map((item) => ({ action: item.action!, owner: item.owner.trim(), targetDate: item.targetDate!, status: item.status! }));

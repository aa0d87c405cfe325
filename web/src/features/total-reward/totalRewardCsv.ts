// The chart's figures as CSV: one row a category, then the total, amounts in pounds as numbers
// (so a spreadsheet can add them up). Labels come from the api, so they pass through the
// helper's formula neutralising like any other text.
import { toCsv } from '../../format/csv';
import { totalRewardStrings as S, type OverviewModeName } from './strings';

export interface CsvReward {
  readonly total: number;
  readonly categories: readonly { readonly label: string; readonly value: number }[];
}

export function totalRewardCsv(reward: CsvReward, mode: OverviewModeName): string {
  return toCsv([
    [S.category, S.csvAmount(mode)],
    ...reward.categories.map((item) => [item.label, item.value / 100]),
    [S.total, reward.total / 100],
  ]);
}

// Route /app/my-total-benefits/: the total reward by year or month (TotalRewardPage.tsx).
import { totalRewardRoute } from './TotalRewardPage';

export const route = totalRewardRoute();

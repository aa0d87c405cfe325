// Route /app/my-total-benefits-enhanced/: the same total benefits screen (TotalRewardPage.tsx).
import { totalRewardRoute } from './TotalRewardPage';

export const route = totalRewardRoute();

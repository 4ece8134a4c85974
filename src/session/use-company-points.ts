import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user-query.ts';
import { pointsSummaryQuery } from './points-summary-query.ts';

/** The signed-in company's spendable points as the header shows them, or undefined until they are known. */
export function useCompanyPoints(): number | undefined {
  const user = useQuery(currentUserQuery());
  const companyUuid = user.data?.company.uuid ?? '';
  const summary = useQuery({ ...pointsSummaryQuery(companyUuid), enabled: companyUuid !== '' });
  return summary.data?.company_points;
}

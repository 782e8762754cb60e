// The money reports' exports (issue 9, items 6–9), added to lib/reports/registry.ts.
import { customerJobsReport, customerRevenueReport } from './customer-revenue';
import type { AnyReportDefinition } from './definition';
import { revenueByGroupReport, revenueByTimeReport } from './revenue';
import { allSalariesReport, salaryReport } from './salaries';

export const MONEY_REPORTS: AnyReportDefinition[] = [revenueByTimeReport, revenueByGroupReport, customerRevenueReport, customerJobsReport, salaryReport, allSalariesReport];

// NetSuite -> @activepieces/piece-netsuite: SuiteQL and the customer/vendor readers; the rest through its REST API.
import type { OperationRow } from '../types.js';
import { rowsFor } from './common.js';

const { action, custom, apiPath } = rowsFor('netsuite', '@activepieces/piece-netsuite');

export const NETSUITE_ROWS: OperationRow[] = [
  action(['search_suiteql', 'run_suiteql', 'execute_suiteql', 'suiteql_query', 'search_records_suiteql', 'run_suiteql_query'], 'runSuiteQL', {
    props: { query: { from: ['query', 'suiteql', 'sql', 'suiteql_query'] } },
  }),
  action(['get_customer', 'get_customer_by_id'], 'getCustomer', { props: { customerId: { from: ['customer_id', 'internal_id', 'id', 'internalId'] } } }),
  action(['get_vendor', 'get_vendor_by_id'], 'getVendor', { props: { vendorId: { from: ['vendor_id', 'internal_id', 'id', 'internalId'] } } }),
  apiPath(['get_record', 'get_object', 'get_record_by_id']),
  custom(),
];

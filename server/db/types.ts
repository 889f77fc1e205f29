import type { AuthTables } from './tables/auth';
import type { CoreTables } from './tables/core';
import type { DialerTables } from './tables/dialer';

export interface Database extends CoreTables, AuthTables, DialerTables {}

import { DEMO } from '../../test-support/accounts.js';
import { sweepMalformedRequestsAs } from '../../test-support/malformed-request-sweep.js';

sweepMalformedRequestsAs('a parent', DEMO.parent);

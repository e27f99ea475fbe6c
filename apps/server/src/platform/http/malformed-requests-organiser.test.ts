import { DEMO } from '../../test-support/accounts.js';
import { sweepMalformedRequestsAs } from '../../test-support/malformed-request-sweep.js';

sweepMalformedRequestsAs('an organiser', DEMO.organiser);

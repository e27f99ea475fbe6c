import { sweepMalformedRequestsAs } from '../../test-support/malformed-request-sweep.js';

sweepMalformedRequestsAs('nobody', null);

// The route fuzz's parts (route-fuzz-<n>.test.ts) together cover every route with enough calls (route-fuzz.ts).
import { describeFuzzPlan } from './route-fuzz';

describeFuzzPlan();

// Part 1 of the route fuzz (route-fuzz.ts): a file of its own, so the test workers share the parts.
import { describeFuzzPart } from './route-fuzz';

describeFuzzPart(0);

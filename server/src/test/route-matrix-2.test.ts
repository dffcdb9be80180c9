// Part 2 of the route × role matrix (route-matrix.ts): a file of its own, so the test workers share the parts.
import { describeMatrixPart } from './route-matrix';

describeMatrixPart(1);

/**
 * The four built-in simulators. Each is one complete HTML document with inline CSS and inline
 * vanilla JavaScript: no external files, fonts, images or network requests.
 */
import { contentSecurityPolicyFor } from './html';
import { SIMULATOR_IDS, type SimulatorId } from './schema';
import { aiClassifierSimulator } from './sims/ai-classifier';
import { ohmsLawSimulator } from './sims/ohms-law';
import { robotGridSimulator } from './sims/robot-grid';
import { scratchBlocksSimulator } from './sims/scratch-blocks';

export type { SimulatorId } from './schema';

export const simulatorIds: readonly SimulatorId[] = SIMULATOR_IDS;

/** Human-readable simulator names, as the lesson text refers to them. */
export const simulatorTitles: Readonly<Record<SimulatorId, string>> = {
  'ohms-law': "Ohm's Law",
  'robot-grid': 'Robot Grid',
  'scratch-blocks': 'Scratch Blocks',
  'ai-classifier': 'AI Classifier',
};

const documents: Readonly<Record<SimulatorId, string>> = {
  'ohms-law': ohmsLawSimulator,
  'robot-grid': robotGridSimulator,
  'scratch-blocks': scratchBlocksSimulator,
  'ai-classifier': aiClassifierSimulator,
};

export function isSimulatorId(id: string): id is SimulatorId {
  return (SIMULATOR_IDS as readonly string[]).includes(id);
}

/** Returns the complete HTML document of a simulator. Throws a RangeError for an unknown id. */
export function renderSimulator(id: string): string {
  if (!isSimulatorId(id)) throw new RangeError(`Unknown simulator "${id}"`);
  return documents[id];
}

/**
 * A strict Content-Security-Policy header value for a simulator: its one inline script is allowed
 * by hash, nothing can be fetched. Throws a RangeError for an unknown id.
 */
export function simulatorContentSecurityPolicy(id: string): string {
  return contentSecurityPolicyFor(renderSimulator(id));
}

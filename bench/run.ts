// `npm run bench -- <scenario>`: load scenarios, reported as ratios against a baseline of the same run.
import { heartbeatBench } from './heartbeat';
import { bundleBench } from './bundle';
import { dashboardsBench } from './dashboards';
import { quizStormBench } from './quiz-storm';
import { soakBench } from './soak';
import { lowendBench } from './lowend';
import { privacyExportBench } from './privacy-export';

const scenarios: Record<string, () => Promise<void>> = { heartbeat: heartbeatBench, bundle: bundleBench, dashboards: dashboardsBench };
scenarios['quiz-storm'] = quizStormBench;
scenarios.soak = soakBench;
scenarios.lowend = lowendBench;
scenarios['privacy-export'] = privacyExportBench;
const name = process.argv[2];
const scenario = name ? scenarios[name] : undefined;
if (!scenario) {
  console.error(`Usage: npm run bench -- <scenario>\nScenarios: ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}
await scenario();

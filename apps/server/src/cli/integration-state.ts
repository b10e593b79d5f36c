import { parseArgs } from 'node:util';
import { IntegrationStateInput } from '@custodia/contracts';
import { changeIntegrationState } from '../integrations/index.ts';
import { asApp } from '../platform/work.ts';
import { fail, runCommand } from './command.ts';

/**
 * `npm run integration:state -- --company x.co --request 3 --state 5`: the installation's
 * operator, who deals with the integration's provider, moves a company's request to its next
 * state (decision 73).
 */
const usage =
  'Usage: npm run integration:state -- --company x.co --request 3 --state 2|3|4|5\n' +
  '  states: 2 in process, 3 in management, 4 declined, 5 approved';

const { values } = parseArgs({
  options: {
    company: { type: 'string' },
    request: { type: 'string' },
    state: { type: 'string' },
  },
});
const input = IntegrationStateInput.safeParse({
  domain: values.company,
  number: Number(values.request),
  status: Number(values.state),
});
if (!input.success) fail(usage);
const { domain, number, status } = input.data;

await runCommand('npm run integration:state', async (platform) => {
  const moved = await asApp(platform, 'es', (work) =>
    changeIntegrationState(work, domain, number, status),
  );
  console.log(`Request ${number} of ${domain} moved from state ${moved.from} to ${moved.to}.`);
});

// Runs in its own process so the load generator does not share an event loop with the server. The plan comes on
// standard input: 5,000 tokens are too many for a command line (E2BIG).
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, tokens, usernames, body, connections, duration, method = 'POST' } = JSON.parse(fs.readFileSync(0, 'utf8')) as {
  url: string; tokens: string[]; usernames?: string[]; body: string | null; connections: number; duration: number; method?: 'GET' | 'POST';
};
// A path with {username} is each token's own (a student's dashboard, say).
const path = new URL(url).pathname + new URL(url).search;
let next = 0;
const result = await autocannon({
  url, connections, duration, method,
  requests: [{
    method,
    // Every request signs in as the next student, like many pupils' browsers at once.
    setupRequest: (req) => {
      const i = next++ % tokens.length;
      return {
        ...req,
        path: usernames ? decodeURIComponent(path).replace('{username}', encodeURIComponent(usernames[i])) : req.path,
        headers: { ...req.headers, 'content-type': 'application/json', authorization: `Token ${tokens[i]}` },
        body: method === 'GET' ? undefined : body ?? '{}',
      };
    },
  }],
});
process.stdout.write(JSON.stringify({
  rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50,
  total: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
}));

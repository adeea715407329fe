import { runDeployCli } from '../src/deploy/cli';

runDeployCli(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then((code) => {
  process.exitCode = code;
});

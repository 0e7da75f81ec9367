/**
 * s3rver (a third-party S3 implementation) in its own process, so a test can pause it with SIGSTOP: started by
 * helpers/stalled-s3.ts with the bucket name and folder as arguments; prints its port once listening.
 */
import S3rver from 's3rver';

const [bucket = 'portal-files', directory = '.'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);

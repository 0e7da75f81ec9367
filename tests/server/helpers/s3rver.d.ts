/** The part of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  /** An S3 implementation on a local folder. */
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string }[];
    });
    /** Starts listening; answers the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
  }
}

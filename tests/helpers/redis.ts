// Real redis-server for tests (Debian's), started on a free loopback port and stopped for sure; the same starter the stack uses.
export { type RunningRedis, startRedis } from '../../scripts/redis-server.ts';

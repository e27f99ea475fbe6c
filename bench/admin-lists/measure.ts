import http from 'node:http';
import { clubRequest, type HttpAnswer } from '../../apps/server/src/test-support/http-client.js';
import { percentile } from '../support/percentile.js';

/** Where the lists are asked for: one server process, one club, one signed-in organiser's cookie. */
export interface Target {
  port: number;
  club: string;
  cookie: string;
}

export interface Timings {
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}

/** A GET that must answer 200; anything else stops the bench with what came back. */
export async function get(target: Target, path: string, agent?: http.Agent): Promise<HttpAnswer> {
  const answer = await clubRequest({ ...target, method: 'GET', path, agent });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return answer;
}

/**
 * `count` GETs of `path`, `inFlight` at a time (1: one after the other), over kept-alive
 * connections as a browser's; the time of each from its request to its whole answer.
 */
export async function timeRequests(target: Target, path: string, count: number, inFlight: number): Promise<Timings> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const ms: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const began = performance.now();
      await get(target, path, agent);
      ms.push(performance.now() - began);
    }
  };
  const began = performance.now();
  try {
    await Promise.all(Array.from({ length: inFlight }, worker));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - began) / 1000;
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), perSecond: ms.length / seconds };
}

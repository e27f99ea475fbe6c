import fs from 'node:fs';

/**
 * What Linux keeps about a process in /proc (the bench's own children): its peak resident memory
 * and the CPU time it has used. Writing 5 to /proc/PID/clear_refs sets the peak back to the current
 * size, so a bench can measure the peak of one phase.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false; // not Linux, or not allowed: the peak stays the one since the process started
  }
}

/** Peak resident memory (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux a bench runs on

/** CPU time used so far, user and system, in ms. */
export function cpuMs(pid: number): number {
  // The fields after the command's name (which may hold spaces) in brackets: utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

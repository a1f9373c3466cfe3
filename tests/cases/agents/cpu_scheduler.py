"""Compare CPU scheduling policies (FCFS, SJF, round-robin) on a fixed process list."""
from dataclasses import dataclass
from typing import Callable, Dict, List, Tuple


@dataclass
class Proc:
    pid: str
    arrival: int
    burst: int
    remaining: int = -1
    finish: int = -1
    first_run: int = -1

    def __post_init__(self) -> None:
        if self.remaining < 0:
            self.remaining = self.burst


PROCS = [Proc("A", 0, 8), Proc("B", 1, 4), Proc("C", 2, 9), Proc("D", 3, 5), Proc("E", 6, 2)]


def fcfs(procs: List[Proc]) -> List[Tuple[str, int, int]]:
    t, timeline = 0, []
    for p in sorted(procs, key=lambda p: (p.arrival, p.pid)):
        t = max(t, p.arrival)
        p.first_run = t
        timeline.append((p.pid, t, t + p.burst))
        t += p.burst
        p.finish = t
    return timeline


def sjf(procs: List[Proc]) -> List[Tuple[str, int, int]]:
    t, timeline, pending = 0, [], list(procs)
    while pending:
        ready = [p for p in pending if p.arrival <= t]
        if not ready:
            t = min(p.arrival for p in pending)
            continue
        p = min(ready, key=lambda p: (p.burst, p.arrival, p.pid))
        pending.remove(p)
        p.first_run = t
        timeline.append((p.pid, t, t + p.burst))
        t += p.burst
        p.finish = t
    return timeline


def round_robin(procs: List[Proc], quantum: int = 3) -> List[Tuple[str, int, int]]:
    t, timeline = 0, []
    incoming = sorted(procs, key=lambda p: (p.arrival, p.pid))
    queue: List[Proc] = []
    while incoming or queue:
        while incoming and incoming[0].arrival <= t:
            queue.append(incoming.pop(0))
        if not queue:
            t = incoming[0].arrival
            continue
        p = queue.pop(0)
        if p.first_run < 0:
            p.first_run = t
        run = min(quantum, p.remaining)
        if timeline and timeline[-1][0] == p.pid:
            timeline[-1] = (p.pid, timeline[-1][1], t + run)
        else:
            timeline.append((p.pid, t, t + run))
        t += run
        p.remaining -= run
        while incoming and incoming[0].arrival <= t:
            queue.append(incoming.pop(0))
        if p.remaining:
            queue.append(p)
        else:
            p.finish = t
    return timeline


def gantt(timeline: List[Tuple[str, int, int]]) -> str:
    return "".join(pid * (end - start) for pid, start, end in timeline)


def main() -> None:
    policies: Dict[str, Callable] = {"FCFS": fcfs, "SJF": sjf, "RR(q=3)": round_robin,
                                     "RR(q=1)": lambda ps: round_robin(ps, 1)}
    summary = []
    for name, policy in policies.items():
        procs = [Proc(p.pid, p.arrival, p.burst) for p in PROCS]
        timeline = policy(procs)
        turnaround = {p.pid: p.finish - p.arrival for p in procs}
        waiting = {p.pid: p.finish - p.arrival - p.burst for p in procs}
        response = {p.pid: p.first_run - p.arrival for p in procs}
        print(f"{name:<8} |{gantt(timeline)}|")
        print(f"{'':<8}  switches={len(timeline) - 1} waits={waiting}")
        summary.append((name, sum(turnaround.values()) / len(procs), sum(waiting.values()) / len(procs),
                        sum(response.values()) / len(procs)))
    print(f"{'policy':<8}{'turnaround':>12}{'waiting':>10}{'response':>10}")
    for name, ta, wt, rs in sorted(summary, key=lambda s: s[2]):
        print(f"{name:<8}{ta:>12.2f}{wt:>10.2f}{rs:>10.2f}")
    best = min(summary, key=lambda s: s[2])
    print("lowest average wait:", best[0])
    print("original untouched:", all(p.remaining == p.burst and p.finish == -1 for p in PROCS))


if __name__ == "__main__":
    main()

"""A job runner whose error handler itself fails: CPython shows both exceptions."""
from typing import Dict, List


class JobFailed(Exception):
    pass


class Job:
    def __init__(self, name: str, steps: List[str]) -> None:
        self.name = name
        self.steps = steps
        self.state: Dict[str, int] = {"done": 0}

    def run_step(self, step: str) -> None:
        if step == "explode":
            raise JobFailed(f"{self.name}: step {step!r} failed")
        self.state["done"] += 1
        print(f"  {self.name}: {step} ok")


class Runner:
    def __init__(self) -> None:
        self.reports: List[str] = []

    def rollback(self, job: Job) -> None:
        undone = job.state["undone"]
        self.reports.append(f"{job.name}: undid {undone} steps")

    def run(self, job: Job) -> None:
        print(f"running {job.name}")
        try:
            for step in job.steps:
                job.run_step(step)
        except JobFailed:
            print(f"  {job.name}: failure, rolling back")
            self.rollback(job)
        else:
            self.reports.append(f"{job.name}: {job.state['done']} steps")


def main() -> None:
    runner = Runner()
    runner.run(Job("build", ["fetch", "compile", "link"]))
    runner.run(Job("deploy", ["upload", "explode", "notify"]))
    print(runner.reports)


if __name__ == "__main__":
    main()

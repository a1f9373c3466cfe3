"""A command-driven todo list with a match statement dispatcher."""
from dataclasses import dataclass, field
from typing import List, Dict, Optional


@dataclass
class Task:
    id: int
    title: str
    priority: int = 2
    done: bool = False
    tags: List[str] = field(default_factory=list)


class TodoList:
    def __init__(self) -> None:
        self.tasks: Dict[int, Task] = {}
        self.next_id = 1
        self.undo_stack: List[tuple] = []

    def add(self, title: str, priority: int = 2, tags: Optional[List[str]] = None) -> Task:
        task = Task(self.next_id, title, priority, tags=tags or [])
        self.tasks[task.id] = task
        self.next_id += 1
        self.undo_stack.append(("add", task.id))
        return task

    def execute(self, line: str) -> str:
        words = line.split()
        match words:
            case ["add", *title_words] if title_words:
                tags = [w[1:] for w in title_words if w.startswith("#")]
                title = " ".join(w for w in title_words if not w.startswith(("#", "!")))
                bangs = [w for w in title_words if w.startswith("!")]
                prio = len(bangs[0]) if bangs else 2
                task = self.add(title, prio, tags)
                return f"added #{task.id}: {task.title} (p{task.priority})"
            case ["done", id_text] if id_text.isdigit():
                task = self.tasks.get(int(id_text))
                if task is None:
                    return f"no task {id_text}"
                task.done = True
                self.undo_stack.append(("done", task.id))
                return f"completed #{task.id}"
            case ["rm", id_text]:
                task = self.tasks.pop(int(id_text), None)
                return f"removed {task.title}" if task else "nothing removed"
            case ["list"]:
                return self.render(lambda t: True)
            case ["list", "open"]:
                return self.render(lambda t: not t.done)
            case ["tag", tag]:
                return self.render(lambda t: tag in t.tags)
            case ["undo"]:
                if not self.undo_stack:
                    return "nothing to undo"
                action, tid = self.undo_stack.pop()
                if action == "add":
                    self.tasks.pop(tid, None)
                elif action == "done" and tid in self.tasks:
                    self.tasks[tid].done = False
                return f"undid {action} #{tid}"
            case ["stats"]:
                done = sum(1 for t in self.tasks.values() if t.done)
                return f"{done}/{len(self.tasks)} done"
            case []:
                return "empty command"
            case [cmd, *_]:
                return f"unknown command: {cmd}"

    def render(self, pred) -> str:
        rows = sorted((t for t in self.tasks.values() if pred(t)), key=lambda t: (-t.priority, t.id))
        if not rows:
            return "  (no tasks)"
        return "\n".join(
            f"  [{'x' if t.done else ' '}] #{t.id:<2} p{t.priority} {t.title:<20} {' '.join('#' + g for g in t.tags)}".rstrip()
            for t in rows)


def main() -> None:
    todo = TodoList()
    script = [
        "add buy milk #home", "add write report !!! #work", "add call mom !", "add fix bug #work !!",
        "list", "done 2", "done 9", "done x", "list open", "tag work", "undo", "stats",
        "rm 3", "rm 42", "", "frobnicate now", "undo", "undo", "list", "stats",
    ]
    for line in script:
        print(f"> {line}")
        print(todo.execute(line))


if __name__ == "__main__":
    main()

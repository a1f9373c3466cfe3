"""A tiny stack-based virtual machine with an assembler and match-based dispatch."""
from typing import List, Tuple, Dict


class VMError(Exception):
    pass


def assemble(source: str) -> Tuple[List[tuple], Dict[str, int]]:
    program: List[tuple] = []
    labels: Dict[str, int] = {}
    for raw in source.strip().split("\n"):
        line = raw.split("#")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(program)
            continue
        parts = line.split()
        op = parts[0].upper()
        args = tuple(int(p) if p.lstrip("-").isdigit() else p for p in parts[1:])
        program.append((op,) + args)
    return program, labels


class VM:
    def __init__(self, program: List[tuple], labels: Dict[str, int]) -> None:
        self.program = program
        self.labels = labels
        self.stack: List[int] = []
        self.vars: Dict[str, int] = {}
        self.pc = 0
        self.output: List[str] = []
        self.steps = 0

    def pop(self) -> int:
        if not self.stack:
            raise VMError(f"stack underflow at pc={self.pc}")
        return self.stack.pop()

    def run(self, max_steps: int = 10000) -> List[str]:
        while self.pc < len(self.program):
            self.steps += 1
            if self.steps > max_steps:
                raise VMError("step limit exceeded")
            instr = self.program[self.pc]
            self.pc += 1
            match instr:
                case ("PUSH", n):
                    self.stack.append(n)
                case ("LOAD", name):
                    self.stack.append(self.vars.get(name, 0))
                case ("STORE", name):
                    self.vars[name] = self.pop()
                case ("ADD",):
                    b, a = self.pop(), self.pop()
                    self.stack.append(a + b)
                case ("SUB",):
                    b, a = self.pop(), self.pop()
                    self.stack.append(a - b)
                case ("MUL",):
                    b, a = self.pop(), self.pop()
                    self.stack.append(a * b)
                case ("MOD",):
                    b, a = self.pop(), self.pop()
                    self.stack.append(a % b)
                case ("DUP",):
                    v = self.pop()
                    self.stack.extend([v, v])
                case ("JZ", label):
                    if self.pop() == 0:
                        self.pc = self.labels[label]
                case ("JMP", label):
                    self.pc = self.labels[label]
                case ("PRINT",):
                    self.output.append(str(self.pop()))
                case ("HALT",):
                    break
                case _:
                    raise VMError(f"bad instruction {instr}")
        return self.output


FACTORIAL = """
    push 1
    store acc
    push 10
    store n
loop:
    load n
    jz done
    load acc
    load n
    mul
    store acc
    load n
    push 1
    sub
    store n
    jmp loop
done:
    load acc
    print
    halt
"""

GCD = """
    push 1071
    store a
    push 462
    store b
top:            # Euclid
    load b
    jz end
    load a
    load b
    mod
    load b
    store a
    store b
    jmp top
end:
    load a
    print
"""


def main() -> None:
    for name, src in [("factorial", FACTORIAL), ("gcd", GCD)]:
        program, labels = assemble(src)
        vm = VM(program, labels)
        out = vm.run()
        print(f"{name}: output={out} steps={vm.steps} labels={labels}")
    for bad in ["push 1\nadd", "frob 3", "top:\njmp top"]:
        program, labels = assemble(bad)
        try:
            VM(program, labels).run(max_steps=50)
        except VMError as e:
            print(f"error: {e}")


if __name__ == "__main__":
    main()

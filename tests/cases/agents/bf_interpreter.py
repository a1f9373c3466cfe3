"""An interpreter for a Brainfuck-style tape language, with bracket matching and limits."""
from typing import Dict, List


class BFError(Exception):
    pass


def match_brackets(code: str) -> Dict[int, int]:
    stack: List[int] = []
    pairs: Dict[int, int] = {}
    for i, ch in enumerate(code):
        if ch == "[":
            stack.append(i)
        elif ch == "]":
            if not stack:
                raise BFError(f"unmatched ']' at {i}")
            j = stack.pop()
            pairs[i], pairs[j] = j, i
    if stack:
        raise BFError(f"unmatched '[' at {stack[-1]}")
    return pairs


def run(code: str, inp: str = "", max_steps: int = 200000, tape_len: int = 300) -> str:
    code = "".join(ch for ch in code if ch in "+-<>[].,")
    jumps = match_brackets(code)
    tape = [0] * tape_len
    ptr = pc = steps = 0
    out: List[str] = []
    inp_pos = 0
    while pc < len(code):
        steps += 1
        if steps > max_steps:
            raise BFError(f"step limit {max_steps} exceeded (output so far {''.join(out)!r})")
        ch = code[pc]
        if ch == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif ch == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif ch == ">":
            ptr += 1
            if ptr >= tape_len:
                raise BFError("tape overflow")
        elif ch == "<":
            ptr -= 1
            if ptr < 0:
                raise BFError("tape underflow")
        elif ch == ".":
            out.append(chr(tape[ptr]))
        elif ch == ",":
            tape[ptr] = ord(inp[inp_pos]) if inp_pos < len(inp) else 0
            inp_pos += 1
        elif ch == "[" and tape[ptr] == 0:
            pc = jumps[pc]
        elif ch == "]" and tape[ptr] != 0:
            pc = jumps[pc]
        pc += 1
    return "".join(out)


def compile_text(text: str) -> str:
    """Generate a program that prints text, reusing the previous cell value."""
    code, cur = [], 0
    for ch in text:
        diff = ord(ch) - cur
        code.append(("+" if diff > 0 else "-") * abs(diff) + ".")
        cur = ord(ch)
    return "".join(code)


HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------."
         "--------.>>+.>++.")

REVERSE = ">,[>,]<[.<]"
UPPER = ",[" + "-" * 32 + ".,]"


def main() -> None:
    print(repr(run(HELLO)))
    print(run(REVERSE, "stressed"))
    print(run(",[.,]", "echo!"))
    print(run(UPPER, "abc"))
    gen = compile_text("Pyrite")
    print("generated", len(gen), "ops ->", run(gen))
    adder = ",>,[<+>-]<."
    print("add:", ord(run(adder, chr(20) + chr(22))))
    for bad in ["+[", "+]", "<", "+[]"]:
        try:
            run(bad, max_steps=1000)
        except BFError as e:
            print("error:", e)
    counts = {}
    for ch in HELLO:
        counts[ch] = counts.get(ch, 0) + 1
    print("op histogram:", sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


if __name__ == "__main__":
    main()

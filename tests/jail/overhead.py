#!/usr/bin/env python3
"""Measures the jail's overhead on a hello-world: `pyrite jail` minus `pyrite run`, interleaved,
N runs each (not part of `cargo test`: timings never are).

usage: python3 tests/jail/overhead.py [target/release/pyrite] [N]
"""
import subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/pyrite"
n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
    f.write('print("Hello from Pyrite!")\n')
script = f.name
times = {"run": [], "jail": []}
for _ in range(n):
    for mode in times:
        start = time.perf_counter()
        subprocess.run([binary, mode, script], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[mode].append((time.perf_counter() - start) * 1e3)
def q(xs, p):
    xs = sorted(xs)
    return xs[int(p * (len(xs) - 1))]
for mode, xs in times.items():
    print(f"{mode:5} min {min(xs):.2f}  p25 {q(xs, .25):.2f}  median {q(xs, .5):.2f} ms")
print(f"jail overhead: median {q(times['jail'], .5) - q(times['run'], .5):.2f} ms, "
      f"min {min(times['jail']) - min(times['run']):.2f} ms")

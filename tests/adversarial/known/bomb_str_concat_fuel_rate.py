# Building a string with += copies it each time; fuel is charged per 64 bytes copied, but making
# each new str also hashes it byte by byte (FNV-1a, eagerly) and counts its characters, ~20
# times the cost of the copy. So a million units of fuel take ~150 ms here, where plain
# bytecode runs that many instructions in ~7 ms: the default 10^9 fuel would run ~2 minutes.
# Hashing lazily (as CPython does) or charging for it would bring this under the budget.
# Where: runtime/src/heap.rs `PyStr::new`.
# limits: max_instructions=1000000
# max-wall: 60ms
# expect: limit instructions
# now: limit instructions
s = ""
while True:
    s += "x"

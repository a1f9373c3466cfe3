# Building a string with += copies it each time: every allocation costs fuel by its size
# (one unit per 32 bytes), so a million units run in about the time of a million plain
# instructions, and the default limit bounds the run. (Each new str is still hashed eagerly,
# byte by byte, which costs about as much again; the wall budget leaves room for that and for
# a loaded machine.)
# limits: max_instructions=1000000
# max-wall: 150ms
# expect: limit instructions
s = ""
while True:
    s += "x"

# Building a string with += copies it each time: every allocation costs fuel by its size
# (one unit per 32 bytes), so a million units run in about the time of a million plain
# instructions, and the default limit bounds the run.
# limits: max_instructions=1000000
# max-wall: 60ms
# expect: limit instructions
s = ""
while True:
    s += "x"

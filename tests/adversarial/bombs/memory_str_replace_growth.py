# str.replace doubling the string forever.
# limits: max_memory=8MiB
# expect: limit memory
s = "a"
while True:
    s = s.replace("a", "aa")

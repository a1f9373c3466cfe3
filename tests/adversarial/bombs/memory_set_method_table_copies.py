# set.symmetric_difference copies both tables and builds the result: room for the copies and
# the result's bound is checked before they are made (the copies were not counted, and this
# run completed under the limit).
# limits: max_memory=40MiB
# expect: limit memory
a = set(range(300000))
b = a.symmetric_difference([])

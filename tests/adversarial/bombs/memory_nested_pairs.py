# x = [x, x]: a DAG that doubles its reach, one small list per step.
# limits: max_memory=16MiB
# expect: limit memory
x = []
while True:
    x = [x, x]

# A list extended by itself doubles each time.
# limits: max_memory=16MiB
# expect: limit memory
x = [1]
while True:
    x.extend(x)

# One list subclass instance growing through its own helper method: the carried list's growth
# is charged as any list's.
# expect: limit memory
# limits: max_memory=16MiB
class L(list):
    def push(self, x):
        self.append(x)
l = L()
while True:
    l.push(len(l))
    l += [0, 1, 2, 3]

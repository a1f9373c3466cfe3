# list.sort under memory pressure: the items are out of the list while it sorts, and
# charging the sort's scratch may collect garbage first. The charge used to come before the
# items were rooted, so that collection freed them all ("object of type 'NoneType' has no
# len()"). They are rooted first now, with room for the roots checked while the list still
# holds them.
# (35 MiB since each object is charged the collector's two generational handles too: the
# run still reaches the limit inside the sort and collects there.)
# limits: max_memory=35MiB
# expect: ok
# stdout: 100000 ['0', '1'] 99999 ['99999', '99998']
l = [str(i) for i in range(100000)]
x = [[i] for i in range(60000)]
x = None
l.sort(key=len)
first = l[:2]
x = [[i] for i in range(60000)]
x = None
l = sorted(l, reverse=True)
print(len(l), first, max(l, key=int), l[:2])

# A built-in calling back into script code many times (a key function making an object per
# call): once quadratic (every call copied the objects pinned by the instruction into the
# roots); a nested run now keeps them pinned through a floor, O(1) per call.
# max-wall: 40ms
# expect: ok
# stdout: 15999
print(max(range(16000), key=lambda v: [v]))

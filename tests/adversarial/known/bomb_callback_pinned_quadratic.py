# A built-in calling back into script code (a key function, map) roots every object made during
# the current instruction before each call (`heap.pinned`); that list is only cleared at a safe
# point, and a callee that just builds and returns an object ([v], (v,)) passes none. So the
# copy grows with each call: 16,000 calls take ~150 ms instead of ~2 ms, quadratic in n (a
# million take minutes) while the fuel charged stays linear.
# Where: runtime/src/vm/callback.rs `call_function` (`roots.extend(heap.pinned)`).
# max-wall: 40ms
# expect: ok
# stdout: 15999
# now: ok
print(max(range(16000), key=lambda v: [v]))

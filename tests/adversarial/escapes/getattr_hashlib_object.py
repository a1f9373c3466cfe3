# A hashlib object's internals through a built name: refused, not a way to the C state.
# stdout: 2d711642
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import hashlib
h = hashlib.sha256(b"x")
print(h.hexdigest()[:8])
print(getattr(h, "__di" + "ct__"))

# Subclassing random.Random (CPython lets a subclass replace random() and getrandbits()) is
# refused, never half-supported.
# expect: error NotImplementedError: subclassing the built-in type 'Random' is not supported
import random
class Loaded(random.Random):
    def random(self):
        return 0.0
print(Loaded(1).random())

# A generic alias's __origin__.
# expect: refused AttributeError: attribute '__origin__' is not available in Pyrite (no access to interpreter internals)
from typing import List
print(List[int].__origin__)

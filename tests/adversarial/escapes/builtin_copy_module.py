# A module is not an object to copy: deepcopy refuses it.
# expect: error NotImplementedError: copy.deepcopy() of a 'module' object is not supported in Pyrite
import copy
copy.deepcopy({'m': copy})

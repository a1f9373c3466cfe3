# A memo dict of the script's own would be filled with object identities: refused, not left empty.
# expect: error NotImplementedError: copy.deepcopy() with a memo of the script's own is not supported in Pyrite (object identities are not exposed); pass on the memo __deepcopy__ received
import copy
copy.deepcopy([1], {})

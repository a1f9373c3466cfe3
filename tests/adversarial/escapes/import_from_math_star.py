# from math import * would bind names the checker never saw.
# expect: refused NotImplementedError: 'from ... import *' is not supported
from math import *

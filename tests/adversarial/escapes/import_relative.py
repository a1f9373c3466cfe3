# A relative import: a script has no package.
# expect: refused ImportError: relative imports are not supported: a script has no package
from . import sibling

# sys.stdout.buffer (the binary stream under it) by a built name: refused as not supported.
# expect: error NotImplementedError: _io.TextIOWrapper.buffer is not supported
import sys
print(getattr(sys.stdout, "buf" + "fer"))

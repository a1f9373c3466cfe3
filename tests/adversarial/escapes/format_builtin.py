# The format() built-in formats by the mini-language; a spec is data, never a lookup.
# expect: ok
# stdout: ff 0x00ff __globals__
print(format(255, "x"), format(255, "#06x"), format("__globals__", ""))
